"""Pathological responses: each is graded wrong, quickly, with an explanation saying why (bounds.py)."""
import threading
import time

import pytest

from dynaforge.scoring import bounds
from dynaforge.scoring import extract as ex
from dynaforge.scoring.match import grade


def num(v):
    return {"type": "number", "value": v, "tolerance": 0.01}


def expr(v):
    return {"type": "expression", "value": v}


def refused(answer, response, why="too large"):
    s = grade(answer, response)
    assert not s.correct and s.score == 0.0
    assert "not evaluated" in s.explanation and why in s.explanation, s.explanation
    return s


# ------------------------------------------------------------------ graded wrong, with the reason


def test_power_tower_on_number_item():
    # ref 9: falling back to the span's first number would have graded this right
    s = refused(num(9), r"\boxed{9^{9^{9}}}")
    assert s.extracted == "9^{9^{9}}" and "9**(9**(9))" in s.explanation


def test_power_tower_exponent_on_expression_item():
    s = refused(expr("x + 1"), "x**(10**10**10)")
    assert "10**10**10" in s.explanation


def test_huge_power_of_symbolic_base():
    refused(expr("x + 1"), "(x+1)**(10**6)")


def test_factorial_of_billion_number_item():
    refused(num(3), r"\boxed{factorial(10**9)}")


def test_factorial_of_billion_expression_item():
    refused(expr("x"), r"\boxed{factorial(10**9)}")


def test_gamma_of_million():
    refused(num(3), r"\boxed{gamma(10**6)}")


def test_binomial_of_billion():
    refused(num(3), r"\boxed{binomial(10**9, 5*10**8)}")


def test_100kb_response():
    s = refused(num(3), "3 " * 51_200, why="response too long (102,400 characters; limit 50,000)")
    assert s.extracted is None


def test_deeply_nested_parentheses():
    refused(expr("x + 1"), "(" * 1000 + "x + 1" + ")" * 1000, why="expression too long")


def test_huge_integer_literal_number_item():
    refused(num(3), r"\boxed{" + "9" * 5000 + "}", why="beyond the float range")


def test_huge_integer_literal_expression_item():
    refused(expr("x + 1"), r"\boxed{x + " + "9" * 400 + "}", why="expression too long")


def test_huge_float_literal_in_closed_form():
    refused(num(3), r"\boxed{2\sqrt{1e100000000}}")


def test_floor_of_huge_float():
    refused(num(3), r"\boxed{floor(1e1000000)}")


def test_exponential_tower():
    refused(num(3), r"\boxed{e^{e^{e^{e^{5}}}}}")


def test_symbolic_power_tower():
    refused(expr("x"), r"\boxed{x^{x^{x^{x}}}}")


def test_tiny_power_is_as_large_as_a_huge_one():
    refused(num(0), r"\boxed{10^{-10^{10}}}")


def test_huge_part_of_multi_answer_is_wrong_alone():
    answer = {"type": "multi", "value": [3, 9], "parts": [num(3), num(9)]}
    s = grade(answer, r"(1) \boxed{3} (2) \boxed{9^{9^{9}}}")
    assert s.score == 0.5 and "part 2: wrong" in s.explanation


PATHOLOGICAL = [
    (num(9), r"\boxed{9^{9^{9}}}"), (expr("x + 1"), "x**(10**10**10)"), (expr("x + 1"), "(x+1)**(10**6)"),
    (num(3), r"\boxed{factorial(10**9)}"), (num(3), "3 " * 51_200), (expr("x"), "(" * 1000 + "x" + ")" * 1000),
    (num(3), r"\boxed{" + "9" * 5000 + "}"), (num(3), r"\boxed{2\sqrt{1e100000000}}"),
    (num(3), r"\boxed{e^{e^{e^{e^{5}}}}}"), (expr("x"), r"\boxed{x^{x^{x^{x}}}}"), (num(3), "\\boxed{" * 6000),
    (expr("x"), "\\sqrt[" * 8000),
]


def test_pathological_set_is_fast():
    grade(num(1), r"\boxed{\sqrt{2}}")  # sympy imported outside the timing
    start = time.perf_counter()
    scores = [grade(a, r) for a, r in PATHOLOGICAL * 10]
    assert time.perf_counter() - start < 5.0
    assert not any(s.correct for s in scores)


# ------------------------------------------------------------------ ordinary answers stay right


@pytest.mark.parametrize("answer, response", [
    (num(2.0 ** 1000), r"\boxed{2^{1000}}"), (num(604800), r"\boxed{\frac{10!}{3!}}"), (num(10), "binomial(5, 2)"),
    (num(7.389056), r"\boxed{e^{2}}"), (num(3.0), r"\boxed{\sqrt[3]{27}}"), (num(1e300), r"\boxed{1e300}"),
    (expr("x**500 + 1"), r"\boxed{1 + x^{500}}"), (expr("exp(-x**2)"), r"\boxed{\exp(-x^2)}"),
    (expr("x + 1"), "(" * 140 + "x + 1" + ")" * 140), (expr("2**x"), r"\boxed{2^{x}}"),
])
def test_large_but_reasonable_answers_still_right(answer, response):
    s = grade(answer, response)
    assert s.correct, s.explanation


# ------------------------------------------------------------------ the guard itself


def test_guard_refuses_before_evaluating():
    with pytest.raises(bounds.Rejected, match="too large"):
        bounds.check_code("Integer (9 )**Integer (9 )**Integer (9 )")


def test_attribute_access_is_never_evaluated():
    assert bounds.parse("(1).__class__.__mro__") is None
    assert bounds.parse("x.__class__") is None


def test_function_outside_allowlist_is_not_parsed():
    assert bounds.parse("factorint(10**200)") is None


def test_refusal_is_cached_and_raised_again():
    for _ in range(2):
        with pytest.raises(bounds.Rejected):
            ex.parse_expression("9^{9^{9^{9}}}")


def test_long_number_span_is_prose_not_refused():
    assert ex.sympy_number("(" + "a" * 400 + ")") is None


def test_unclosed_boxes_are_linear():
    start = time.perf_counter()
    assert ex.boxed_all("\\boxed{" * 20_000 + r"\boxed{3}") == ["3"]
    assert time.perf_counter() - start < 1.0


# ------------------------------------------------------------------ the time limit


def _spin():
    while True:
        try:
            sum(range(1000))
        except Exception:  # noqa: BLE001 - sympy-style catch-all must not swallow the limit
            pass


def test_time_limit_main_thread():
    with pytest.raises(bounds.TimeLimit):
        bounds.time_limit(_spin, 0.1)


def test_time_limit_other_thread():
    out = {}

    def run():
        try:
            bounds.time_limit(_spin, 0.1)
        except bounds.TimeLimit:
            out["limited"] = True
        time.sleep(0.2)  # no late TimeLimit
        out["done"] = True

    worker = threading.Thread(target=run)
    worker.start()
    worker.join(5)
    assert out == {"limited": True, "done": True}


def test_time_limit_reached_is_graded_wrong(monkeypatch):
    monkeypatch.setattr(bounds, "SYMPY_TIME_LIMIT_S", 0.1)
    monkeypatch.setattr(ex, "_closed_form_value", lambda s: _spin())
    refused(num(3), r"\boxed{2\sqrt{3}}", why="sympy time limit (0.1s) reached")
