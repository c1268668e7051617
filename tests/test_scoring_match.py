"""Extraction and matching edge cases, one test per case (inspect_ai style)."""
import pytest

from dynaforge.scoring import extract as ex
from dynaforge.scoring.match import Score, grade, numbers_match
from dynaforge.scoring.oracle import oracle_response


def num(v, tol=0.01):
    return {"type": "number", "value": v, "tolerance": tol}


def choice(letter, options):
    return {"type": "choice", "value": letter, "options": options}


def ok(answer, response):
    s = grade(answer, response)
    assert isinstance(s, Score)
    return s.correct


# ------------------------------------------------------------------ numbers

def test_plain_integer():
    assert ok(num(42), "42")


def test_trailing_period():
    assert ok(num(42), "The answer is 42.")


def test_trailing_period_after_decimal():
    assert ok(num(3.5), "So the answer is 3.5.")


def test_unicode_minus():
    assert ok(num(-3), "The answer is \u22123")


def test_unicode_minus_wrong_sign_is_wrong():
    assert not ok(num(3), "The answer is \u22123")


def test_negative_reference_uses_abs():
    # one-sided comparisons (pred - ref <= tol * ref) would accept anything below a negative ref
    assert not ok(num(-10), "-100")
    assert ok(num(-10), "-10.05")


def test_25_vs_5():
    assert not ok(num(5), "The answer is 25")
    assert not ok(num(25), "The answer is 5")


def test_relative_tolerance_default_one_percent():
    assert ok(num(100), "100.9")
    assert not ok(num(100), "101.1")


def test_tolerance_from_record():
    assert ok(num(100, 0.05), "104")
    assert not ok(num(100, 0.001), "100.2")


def test_zero_reference():
    assert ok(num(0), "0")
    assert not ok(num(0), "0.001")


def test_numbers_match_symmetric():
    assert numbers_match(-5.0, -5.04) and numbers_match(5.04, 5.0)
    assert not numbers_match(float("nan"), 1.0)


def test_thousands_separator():
    assert ok(num(1887800), "The total is 1,887,800 dollars.")


def test_thousands_separator_not_a_coordinate():
    assert ok(num(5), "The point is (5, 0) so x = 5")


def test_fraction_slash():
    assert ok(num(0.75), "3/4")


def test_latex_frac():
    assert ok(num(0.75), r"\boxed{\frac{3}{4}}")


def test_latex_dfrac_nested_sqrt():
    assert ok(num(0.8660254), r"the answer is $\dfrac{\sqrt{3}}{2}$")


def test_sqrt_closed_form():
    assert ok(num(3.4641016), r"\boxed{2\sqrt{3}}")


def test_unicode_sqrt():
    assert ok(num(3.4641016), "AB = 2√3")


def test_percentage_as_fraction():
    assert ok(num(0.25), "The probability is 25%.")


def test_percentage_as_number():
    assert ok(num(25), "The discount is 25%")


def test_pi_multiple():
    assert ok(num(6.2831853), r"\boxed{2\pi}")


def test_pi_fraction():
    assert ok(num(2.0943951), "2π/3")


def test_degrees_symbol():
    assert ok(num(30), "The angle is 30°.")


def test_latex_degrees():
    assert ok(num(30), r"\boxed{30^\circ}")


def test_unit_attached():
    assert ok(num(15), r"\boxed{15cm}")


def test_unit_squared_attached():
    assert ok(num(180), "The area is 180 dm².")


def test_scientific_notation():
    assert ok(num(1e-05), "1e-05")


def test_times_ten_power():
    assert ok(num(1500), r"$1.5 \times 10^{3}$")


def test_equation_lhs_dropped():
    assert ok(num(7), r"\boxed{x = 7}")


def test_approx_chain_takes_last():
    assert ok(num(3.4641), r"\boxed{AB = 2\sqrt{3} \approx 3.46}")


def test_last_boxed_wins():
    assert ok(num(9), r"First \boxed{4}, but correcting: \boxed{9}")


def test_boxed_braces_matched():
    assert ex.last_boxed(r"\boxed{\frac{1}{2}} end") == r"\frac{1}{2}"


def test_boxed_unclosed_ignored():
    assert ex.last_boxed(r"\boxed{12") is None


def test_fbox():
    assert ok(num(12), r"\fbox{12}")


def test_answer_phrase_beats_later_numbers():
    assert ok(num(12), "The answer is 12. I checked it 3 times.")


def test_final_answer_colon():
    assert ok(num(12), "Work...\nFinal Answer: 12")


def test_markdown_bold_answer():
    assert ok(num(12), "**Answer:** **12**")


def test_last_number_fallback():
    assert ok(num(12), "Adding 5 and 7 gives 12")


def test_chinese_answer_phrase():
    assert ok(num(12), "所以答案是12。")


def test_dynamath_json_short_answer():
    assert ok(num(3.14), '{"solution": "The period is 2 and the area 7", "short answer": "3.14"}')


def test_dynamath_json_fenced():
    assert ok(num(3.14), '```json\n{"solution": "x=7", "short answer": 3.14}\n```')


def test_dynamath_json_malformed_still_read():
    assert ok(num(3.14), '{"solution": "unterminated, "short answer": "3.14"')


def test_no_number_is_wrong():
    s = grade(num(3), "I cannot tell from the image.")
    assert not s.correct and s.score == 0.0


def test_empty_response():
    s = grade(num(3), "")
    assert not s.correct and s.extracted is None


def test_none_response():
    assert not grade(num(3), None).correct


# ------------------------------------------------------------------ choices

OPTS = ["5", "25", "125", "625"]


def test_lone_letter():
    assert ok(choice("B", OPTS), "B")


def test_letter_with_period():
    assert ok(choice("B", OPTS), "B.")


def test_letter_in_parentheses():
    assert ok(choice("C", OPTS), "The correct option is (C).")


def test_option_word():
    assert ok(choice("D", OPTS), "Option D")


def test_letter_with_option_text():
    assert ok(choice("B", OPTS), "B. 25")


def test_two_letters_is_wrong():
    assert not ok(choice("B", OPTS), "B or C")


def test_wrong_letter():
    assert not ok(choice("B", OPTS), "The answer is A.")


def test_option_text_25_vs_5():
    assert ok(choice("B", OPTS), "The answer is 25")
    assert ok(choice("A", OPTS), "The answer is 5")


def test_option_text_case_insensitive():
    assert ok(choice("A", ["Isosceles", "Scalene"]), "It is isosceles.")


def test_boxed_letter():
    assert ok(choice("C", OPTS), r"\boxed{C}")


def test_lowercase_letter_is_not_an_option():
    # VLMEvalKit's can_infer_option is case-sensitive
    assert not ok(choice("A", ["x", "y"]), "a")


def test_choice_extracted_is_letter():
    assert grade(choice("B", OPTS), "B. 25").extracted == "B"


# ------------------------------------------------------------------ expressions

def expr(v):
    return {"type": "expression", "value": v}


def test_expression_reordered():
    assert ok(expr("x**2 + y"), r"\boxed{y + x^2}")


def test_expression_factored():
    assert ok(expr("x**2 + 2*x + 1"), r"\boxed{(x+1)^2}")


def test_expression_implicit_multiplication():
    assert ok(expr("2*x + 1"), "y = 2x + 1")


def test_expression_latex_frac_sqrt():
    assert ok(expr("sqrt(3)/2 + 3/2"), r"\boxed{\frac{\sqrt{3}+3}{2}}")


def test_expression_sign_error():
    assert not ok(expr("18 + 6*sqrt(3)"), r"\boxed{18 - 6\sqrt{3}}")


def test_expression_unicode_superscript():
    assert ok(expr("x**2 + 1"), r"\boxed{x² + 1}")


def test_expression_unparsable():
    s = grade(expr("x + 1"), r"\boxed{+++}")
    assert not s.correct


def test_expression_equation_scaled():
    assert ok(expr("y = 2*x + 1"), r"\boxed{2y = 4x + 2}")


def test_expression_time_limit_returns():
    from dynaforge.scoring.match import expressions_equivalent

    ok_, why = expressions_equivalent("x + 1", "x + 2", time_limit=0.5)
    assert not ok_ and why


# ------------------------------------------------------------------ text

def text(v):
    return {"type": "text", "value": v}


def test_text_case_and_punctuation():
    assert ok(text("isosceles"), r"\boxed{Isosceles.}")


def test_text_article():
    assert ok(text("right triangle"), "The answer is a right triangle.")


def test_text_latex_text():
    assert ok(text("parallel"), r"\boxed{\text{parallel}}")


def test_text_negation_is_wrong():
    assert not ok(text("parallel"), r"\boxed{not parallel}")


# ------------------------------------------------------------------ multi-part

def multi(*parts):
    return {"type": "multi", "value": [p["value"] for p in parts], "parts": list(parts)}


def test_multi_all_boxed():
    s = grade(multi(num(3), num(-0.5)), r"(1) \boxed{3} (2) \boxed{-0.5}")
    assert s.correct and s.score == 1.0


def test_multi_partial_credit():
    s = grade(multi(num(3), num(-0.5)), r"(1) \boxed{3} (2) \boxed{0.5}")
    assert not s.correct and s.score == 0.5


def test_multi_semicolon_separated():
    s = grade(multi(num(3), text("parallel")), "The answer is 3; parallel")
    assert s.correct


def test_multi_numbers_in_order():
    s = grade(multi(num(3), num(4), num(5)), "The answer is 3, 4 and 5")
    assert s.correct and s.extracted == "3; 4; 5"


def test_multi_missing_part():
    s = grade(multi(num(3), num(4), num(5)), r"\boxed{3}")
    assert s.score == pytest.approx(1 / 3)


def test_multi_choice_part():
    s = grade(multi(num(2), choice("B", ["x", "y"])), r"\boxed{2} and \boxed{B}")
    assert s.correct


# ------------------------------------------------------------------ oracle

@pytest.mark.parametrize("answer", [
    num(7.483314773548), num(-0.5), num(1e-07), num(123456789), num(0),
    choice("C", OPTS), expr("2*x + 1"), expr("sqrt(2)*pi"), text("isosceles"),
    multi(num(3), choice("A", ["p", "q"]), text("yes")),
])
def test_oracle_scores_one(answer):
    s = grade(answer, oracle_response(answer))
    assert s.correct and s.score == 1.0


@pytest.mark.parametrize("response", ["", " ", "}}}{{{", r"\boxed{", "\x00", "1/0", "0/0", "π/0", "9" * 400,
                                      "1e999", r"\frac{1}{0}", "((((((", "A B C D", "答案是", '{"short answer": null}'])
@pytest.mark.parametrize("answer", [num(1), choice("A", ["1", "2"]), expr("x"), text("yes"),
                                    multi(num(1), num(2))])
def test_garbage_never_raises(answer, response):
    s = grade(answer, response)
    assert 0.0 <= s.score <= 1.0 and isinstance(s.correct, bool)


def test_text_in_short_sentence():
    assert ok(text("perpendicular"), "MN is perpendicular to plane CC1D1D.")


def test_text_negated_sentence_is_wrong():
    assert not ok(text("perpendicular"), "MN is not perpendicular to the plane.")


def test_text_long_sentence_is_not_searched():
    assert not ok(text("parallel"), "MN is perpendicular to AB and to CD but it is parallel to the plane ABCD here")


def test_text_substring_of_word_is_not_a_match():
    assert not ok(text("parallel"), r"\boxed{antiparallel}")


# ------------------------------------------------------------------ rules version 3


BRANDS = ["FreshCo", "PureMax", "CleanWave", "AquaLite"]


def test_article_A_is_not_a_letter():
    assert ok(choice("C", BRANDS), "A lower price per litre means a better buy, so CleanWave.")
    assert ok(choice("A", BRANDS), "A is the cheapest.")


def test_pronoun_I_is_not_a_letter():
    letters10 = [str(i) for i in range(10)]
    assert ok(choice("C", letters10), "I think C.")
    assert ok(choice("I", letters10), "I")


def test_letter_hedge_is_wrong():
    assert not ok(choice("C", BRANDS), "It is either A or C.")
    assert not ok(choice("C", BRANDS), "The answer is A or C.")
    assert ok(choice("C", BRANDS), "A or C looked close, but the answer is C.")


def test_last_sentence_letter_after_restated_options():
    assert ok(choice("C", ["3 cm", "4 cm", "5 cm", "6 cm"]), "A. 3 cm\nB. 4 cm\nC. 5 cm\nD. 6 cm\nSo C.")


def test_chinese_xuan_phrase():
    assert ok(choice("C", BRANDS), "故选C。")
    assert ok(choice("C", BRANDS), "选 C")


def test_duration_run_is_one_number():
    assert ok(num(75), "The answer is 1 hour 15 minutes (75 minutes).")
    assert ok(num(75), "It takes 1 h 15 min in total.")
    assert ok(num(1.25), "It takes 1 hour 15 minutes.")
    assert not ok(num(1), "The answer is 1 hour 15 minutes.")


def test_duration_converted_to_record_unit():
    assert ok({"type": "number", "value": 90, "unit": "min"}, "Total time = 1.5 h")
    assert ok({"type": "number", "value": 1.25, "unit": "hours"}, "The answer is 75 minutes.")
    assert not ok({"type": "number", "value": 75, "unit": "h"}, "The answer is 75 minutes.")


def test_number_hedge_is_wrong():
    assert not ok(num(4), "It is either 3 or 4.")
    assert not ok(num(4), "The answer is 3 or 4.")
    assert ok(num(4), "The answer is 4 or 4.0")
