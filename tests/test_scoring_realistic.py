"""Realistic free-text responses, each with the grade a person would give (table-driven).

Covers chain-of-thought endings, prose that starts with "A"/"I", several numbers with an answer
phrase, units and conversions, LaTeX, Chinese answer phrases, hedges, restated options, negative
numbers, fractions vs decimals and percent; and how reasoning models answer in 2026 (REASONING_CASES):
``<think>`` / ``<reasoning>`` traces that mention other options, ``<answer>`` tags, a response cut off
while still reasoning, R1-style traces whose opening tag was in the prompt, and the LaTeX models
write for exact expressions."""
import pytest

from dynaforge.scoring.match import grade


def num(v, tol=0.01, unit=None):
    a = {"type": "number", "value": v, "tolerance": tol}
    if unit:
        a["unit"] = unit
    return a


def choice(letter, options):
    return {"type": "choice", "value": letter, "options": list(options)}


BRANDS = ["FreshCo", "PureMax", "CleanWave", "AquaLite"]  # CleanWave is C
LENGTHS = ["3 cm", "4 cm", "5 cm", "6 cm"]  # 5 cm is C
COIN = ["True", "False"]

CASES = [
    # --- choices: prose that starts with an article / pronoun ---------------------------------
    ("article_A_then_text", choice("C", BRANDS), "A lower price per litre means a better buy, so CleanWave.", True),
    ("pronoun_I_then_text", choice("C", BRANDS),
     "I compared the unit prices: CleanWave costs 0.42 per litre. I would pick CleanWave.", True),
    ("article_A_midsentence", choice("C", BRANDS),
     "Each bottle has a different size. A quick check of the price per litre shows the answer is (C).", True),
    ("pronoun_I_letter_is_correct", choice("C", BRANDS), "I believe C is correct.", True),
    ("article_A_wrong_text", choice("C", BRANDS), "A bigger bottle is usually cheaper, so AquaLite.", False),
    # --- choices: real letter answers ------------------------------------------------------------
    ("cot_bold_letter", choice("C", BRANDS),
     "Let me think step by step.\nFreshCo: 0.50/L, PureMax: 0.47/L, CleanWave: 0.42/L.\n"
     "Therefore, the answer is **C**.", True),
    ("answer_colon_letter", choice("C", BRANDS), "Answer: C", True),
    ("boxed_letter", choice("C", BRANDS), r"The cheapest per litre is CleanWave. $\boxed{C}$", True),
    ("option_word_letter", choice("C", BRANDS), "Option C", True),
    ("paren_letter", choice("C", BRANDS), "(C)", True),
    ("letter_paren", choice("C", BRANDS), "C) CleanWave", True),
    ("chinese_daan_shi", choice("C", BRANDS), "答案是 C", True),
    ("chinese_gu_xuan", choice("C", BRANDS), "由勾股定理可得斜边为 5 cm，故选C。", True),
    ("chinese_xuan", choice("C", BRANDS), "选 C", True),
    ("wrong_letter", choice("C", BRANDS), "The answer is A.", False),
    ("wrong_letter_after_I", choice("C", BRANDS), "I think the answer is D.", False),
    # --- choices: hedges (no single answer) --------------------------------------------------------
    ("hedge_either_or", choice("C", BRANDS), "It is either A or C.", False),
    ("hedge_answer_phrase", choice("C", BRANDS), "The answer is A or C.", False),
    ("hedge_slash", choice("C", BRANDS), "Both look plausible; I'd say B/C.", False),
    # --- choices: options restated before answering ------------------------------------------------
    ("restated_then_phrase", choice("C", LENGTHS),
     "Options: A) 3 cm, B) 4 cm, C) 5 cm, D) 6 cm. By Pythagoras the hypotenuse is "
     "sqrt(9 + 16) = 5 cm, so the answer is C.", True),
    ("restated_then_letter_at_end", choice("C", LENGTHS),
     "A. 3 cm\nB. 4 cm\nC. 5 cm\nD. 6 cm\nThe hypotenuse is sqrt(9 + 16) = 5 cm, so C.", True),
    ("option_text_only", choice("C", LENGTHS),
     "A triangle with legs 3 and 4 is right-angled, so the hypotenuse is 5 cm.", True),
    ("true_false_text", choice("B", COIN), "The statement is False.", True),
    # --- numbers: several numbers, the answer phrase says which ---------------------------------
    ("duration_compound_paren", num(75), "The answer is 1 hour 15 minutes (75 minutes).", True),
    ("duration_compound_short", num(75), "It takes 1 h 15 min in total.", True),
    ("duration_hours_to_minutes", num(120), "The trip takes 2 hours.", True),
    ("duration_minutes_stated", num(75), "The answer is 75 min.", True),
    ("duration_decimal_hours_unit", num(90, unit="min"), "Total time = 1.5 h", True),
    ("duration_hours_answer_phrase", num(150, unit="minutes"), "The answer is 2.5 hours.", True),
    ("duration_minutes_to_hours", num(1.25, unit="h"), "The answer is 75 minutes.", True),
    ("duration_seconds_to_minutes", num(0.5, unit="min"), "The answer is 30 seconds.", True),
    ("duration_compound_to_hours", num(1.25), "It takes 1 hour 15 minutes.", True),
    ("speed_after_steps", num(4), "He walks 3 km in 45 minutes, so the speed is 4 km/h. The answer is 4.", True),
    ("answer_with_noun", num(18), "There are 12 boys and 18 girls, so the answer is 18 girls.", True),
    ("cot_final_answer", num(17), "Step 1: 3 × 4 = 12. Step 2: 12 + 5 = 17. Therefore the final answer is 17.", True),
    ("answer_then_not", num(5), "The answer is 5, not 7.", True),
    ("mean_equation_chain", num(6), "The mean is (4 + 6 + 8)/3 = 6.", True),
    ("area_then_phrase", num(12), "The area is 12 cm², so the answer is 12.", True),
    ("article_A_total", num(42), "A total of 42 apples were sold.", True),
    ("pronoun_I_get", num(42), "I get 42.", True),
    ("hedge_numbers", num(4), "It is either 3 or 4.", False),
    # --- numbers: LaTeX -------------------------------------------------------------------------------
    ("latex_frac_phrase", num(0.75), r"The answer is $\frac{3}{4}$.", True),
    ("latex_inline_equation", num(2), "$x = 2$", True),
    ("latex_boxed_negative", num(-3), r"So we get \boxed{-3}.", True),
    ("latex_boxed_frac", num(0.75), r"$\boxed{\frac{3}{4}}$", True),
    # --- numbers: signs, fractions, percent, separators ---------------------------------------------
    ("unicode_minus_celsius", num(-5), "The temperature drops to −5 °C.", True),
    ("wrong_sign", num(4), "The answer is -4.", False),
    ("fraction_then_decimal", num(0.75), "The answer is 3/4, i.e. 0.75.", True),
    ("decimal_close_but_wrong", num(0.8), "The answer is 0.75", False),
    ("percent_as_fraction", num(0.25), "The discount is 25%.", True),
    ("percent_as_number", num(75), "The answer is 75%.", True),
    ("thousands_separator", num(1250), "1,250 people attended.", True),
    # --- numbers: Chinese answer phrases -----------------------------------------------------------
    ("chinese_daan_shi_number", num(12), "答案是 12。", True),
    ("chinese_final_frac", num(0.5), r"最终答案：$\frac{1}{2}$", True),
    ("chinese_daan_wei_negative", num(-2), "所以答案为 -2。", True),
]


def expr(value):
    return {"type": "expression", "value": value}


def text(value):
    return {"type": "text", "value": value}


R1_TRACE = ("Okay, so I need to find the cheapest per litre. FreshCo is 0.50, PureMax 0.47... wait, maybe "
            "AquaLite? No, AquaLite is 0.55. So the answer should be C, not A.\n</think>\n\n")
REASONING_CASES = [
    # --- choices inside reasoning traces -----------------------------------------------------------
    ("think_mentions_other_option", choice("C", BRANDS),
     "<think>Option A looks tempting but fails: its bottle is small. B is no better.</think><answer>C</answer>", True),
    ("think_mentions_the_right_one_answer_wrong", choice("C", BRANDS),
     "<think>C is the cheapest per litre... but the question wants the best value, so D.</think><answer>D</answer>",
     False),
    ("answer_tag_alone", choice("C", BRANDS), "<answer>C</answer>", True),
    ("answer_tag_letter_and_text", choice("C", BRANDS), "<answer> (C) CleanWave </answer>", True),
    ("answer_tag_option_text_only", choice("C", BRANDS), "<answer>CleanWave</answer>", True),
    ("cut_off_inside_think", choice("C", BRANDS),
     "<think>Let me compare the unit prices. FreshCo 0.50, PureMax 0.47, CleanWave 0.42, so C is", False),
    ("r1_trace_without_opening_tag", choice("C", BRANDS), R1_TRACE + "The cheapest is CleanWave.\n\n**Answer:** C", True),
    ("think_then_boxed", choice("C", BRANDS), "<think>A is cheapest? No, A is 0.50.</think>\nFinal answer: \\boxed{C}", True),
    ("reasoning_tag_then_answer_tag", choice("C", BRANDS),
     "<reasoning>A: 0.50/L, B: 0.47/L, C: 0.42/L, D: 0.55/L.</reasoning>\n<answer>C</answer>", True),
    ("thinking_tag_then_phrase", choice("C", BRANDS), "<thinking>I think it's B at first.</thinking>The answer is C.", True),
    ("think_then_boxed_text_letter", choice("C", BRANDS), "<think>\nunit prices...\n</think>\n\n\\boxed{\\text{C}}", True),
    ("boxed_inside_answer_tag", choice("C", BRANDS), "<think>D is a trap.</think><answer>\\boxed{C}</answer>", True),
    ("answer_only_inside_think", choice("C", BRANDS), "<think>The answer is C.</think>", False),
    ("qwen_final_answer_heading", choice("C", BRANDS),
     "Comparing unit prices, A and D are the most expensive.\n\n**Final Answer**\n\\boxed{C}", True),
    ("dynamath_json_after_think", choice("C", BRANDS),
     '<think>A is wrong.</think>{"solution": "A costs more per litre than C.", "short answer": "C"}', True),
    ("hedge_in_answer_tag", choice("C", BRANDS), "<think>close call</think><answer>C or D</answer>", False),
    # --- numbers inside reasoning traces -----------------------------------------------------------
    ("number_think_other_value", num(12.5), "<think>So 25/2... maybe 12? No.</think><answer>12.5</answer>", True),
    ("number_think_then_dfrac", num(12.5), "<think>half of 25</think>\n\nThe area is $\\boxed{\\dfrac{25}{2}}$.", True),
    ("number_answer_tag_frac_units", num(12.5), "<answer>\\frac{25}{2}\\text{ cm}^2</answer>", True),
    ("number_think_wrong_then_phrase", num(12.5), "<think>I get 13 at first.</think>The answer is 12.5", True),
    ("number_cut_off", num(12.5), "<think>Area = 1/2 * 5 * 5 = 12.5, and then", False),
    ("number_hedge_in_tag", num(12.5), "<answer>12.5 or 13</answer>", False),
    ("number_dollar_in_tag", num(12.5), "<answer>$12.5$</answer>", True),
    ("number_thousands_in_tag", num(1234), "<answer>1,234</answer>", True),
    ("number_unicode_minus_in_tag", num(-3), "<think>x = -3 or 3? It must be negative.</think><answer>\u22123</answer>", True),
    ("number_sqrt_in_tag", num(2.8284271), "<answer>2\\sqrt{2}</answer>", True),
    ("number_degrees_in_tag", num(60), "<answer>60^\\circ</answer>", True),
    ("number_tag_on_own_lines", num(4.5), "<think>\n9/2\n</think>\n<answer>\n4.5\n</answer>", True),
    ("number_wrong_in_tag", num(12.5), "<think>12.5 is tempting</think><answer>13</answer>", False),
    ("number_r1_trace", num(7), "Okay, 3 + 4... could it be 12? No.\n</think>\n\nThe total is **7**.", True),
    # --- expressions: LaTeX as models write it ---------------------------------------------------------
    ("expr_left_right_e", expr("(2 - 2*exp(x))*exp(x)"), "<answer>\\left(2 - 2 e^{x}\\right) e^{x}</answer>", True),
    ("expr_expanded_e", expr("(2 - 2*exp(x))*exp(x)"), "$$\\boxed{2e^{x}-2e^{2x}}$$", True),
    ("expr_pi_in_answer_tag", expr("12*pi + 240"), "<answer>12 \\pi + 240</answer>", True),
    ("expr_y_equals_frac", expr("x**2/2 - 3"), "<answer>y = \\frac{1}{2}x^{2} - 3</answer>", True),
    ("expr_exp_cos", expr("exp(-x)*cos(x)"), "So $f(x) = \\boxed{\\exp(-x)\\cos x}$.", True),
    ("expr_ln", expr("log(2*x)"), "\\boxed{\\ln(2x)}", True),
    ("expr_cube_root", expr("(x + 1)**(1/3)"), "\\boxed{\\sqrt[3]{x+1}}", True),
    ("expr_cdot", expr("3*2**x"), "The function is \\boxed{3 \\cdot 2^{x}}.", True),
    ("expr_think_other_then_tag", expr("2*x"), "<think>maybe x^2? no, derive it</think><answer>2x</answer>", True),
    ("expr_wrong_in_tag", expr("2*x"), "<think>the derivative is 2x</think><answer>x^2</answer>", False),
    ("expr_dfrac_sqrt", expr("sqrt(3)*a**2/4"), "\\boxed{\\dfrac{\\sqrt{3}}{4}a^{2}}", True),
    ("expr_sin_left_right", expr("2*sin(3*x - pi/4) + 1"),
     "<answer>2\\sin\\left(3x-\\frac{\\pi}{4}\\right)+1</answer>", True),
    ("expr_exp_fraction_exponent", expr("exp(-x/2)"), "<answer>e^{-x/2}</answer>", True),
    ("expr_tfrac_units", expr("6*x**2"), "The area is $\\boxed{6x^2\\ \\text{units}^2}$", True),
    ("expr_cut_off", expr("2*x"), "<think>The derivative of x^2 is", False),
    # --- text ----------------------------------------------------------------------------------------
    ("text_think_other_then_tag", text("isosceles"), "<think>Could it be scalene?</think><answer>isosceles</answer>", True),
    ("text_wrong_in_tag", text("isosceles"), "<think>isosceles?</think><answer>scalene</answer>", False),
    ("text_only_in_think", text("isosceles"), "<think>It is isosceles.</think>", False),
]


@pytest.mark.parametrize("answer,response,expected", [c[1:] for c in CASES + REASONING_CASES],
                         ids=[c[0] for c in CASES + REASONING_CASES])
def test_realistic_response(answer, response, expected):
    s = grade(answer, response)
    assert s.correct is expected, s.explanation
