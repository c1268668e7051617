"""Bounds on the work one response can cause: no response can hang `dynaforge score`.

Two nets, because neither suffices alone:

1. A structural guard before anything is evaluated. Python's big-integer arithmetic (``9**9**9``),
   sympy's exact factorials and mpmath at huge exponents run inside single C calls that no timer
   can interrupt, so they must be refused before they start. The code sympy's parser generates from
   a response is parsed into a Python AST and walked (:func:`check_code`): only numbers, symbols,
   arithmetic, comparisons and the functions of ``FUNCTIONS`` are allowed (this also keeps ``eval``
   away from attribute access and builtins), and every subexpression's estimated size in decimal
   digits (the degree, for powers of symbols) must stay within ``MAX_DIGITS``. Only then is the
   code evaluated, exactly as ``parse_expr(..., evaluate=True)`` would. (Walking sympy's tree from
   ``parse_expr(..., evaluate=False)`` instead is not enough: building that tree already runs
   constructors such as ``Float('1e100000000')``, which never returns, and any function outside
   sympy's evaluate-False list.)
2. A wall-clock limit around every sympy call (:func:`bounded`) for sympy's pure-Python loops
   (``simplify``, expansion), which the size estimate cannot predict.

Plus length caps (``MAX_RESPONSE_CHARS`` in ``match.grade``, ``MAX_EXPRESSION_CHARS`` here), which
bound the regular expressions of the extraction as well. A refused response is graded wrong with
the reason as its explanation (:class:`Rejected`).
"""
from __future__ import annotations

import ast
import cmath
import ctypes
import functools
import math
import re
import signal
import threading

MAX_RESPONSE_CHARS = 50_000
MAX_EXPRESSION_CHARS = 300  # before and after the TeX rewrite
MAX_DIGITS = 1000
SYMPY_TIME_LIMIT_S = 2.0
SYMBOL_VALUE = 3.0  # stands for every symbol when sizes are estimated (sample points are < 2.7)


class Rejected(Exception):
    """A response (part) the scorer refuses to evaluate; ``str(exc)`` says why, ``text`` is what."""

    def __init__(self, reason: str, text: str | None = None):
        super().__init__(reason)
        self.text = text


class TooLong(Rejected):
    """An expression over MAX_EXPRESSION_CHARS: for a number span this only means "not a closed form"."""


class TimeLimit(BaseException):
    """Raised into a bounded call; a BaseException so that sympy's ``except Exception`` cannot swallow it."""


def shorten(text: str, n: int = 40) -> str:
    """``text`` cut to ``n`` characters for an explanation."""
    return text if len(text) <= n else text[: n - 3] + "..."


# ---------------------------------------------------------------------------------------------
# wall-clock limit


def _raise_time_limit(signum, frame):  # noqa: ARG001
    raise TimeLimit()


def _with_alarm(fn, seconds: float):
    old = signal.signal(signal.SIGALRM, _raise_time_limit)
    try:
        signal.setitimer(signal.ITIMER_REAL, seconds)
        try:
            return fn()
        finally:
            signal.setitimer(signal.ITIMER_REAL, 0)
    finally:
        signal.signal(signal.SIGALRM, old)


def _with_async_exception(fn, seconds: float):
    target = ctypes.c_ulong(threading.get_ident())
    timer = threading.Timer(seconds, ctypes.pythonapi.PyThreadState_SetAsyncExc,
                            (target, ctypes.py_object(TimeLimit)))
    timer.daemon = True
    timer.start()
    try:
        return fn()
    finally:
        timer.cancel()
        timer.join()
        ctypes.pythonapi.PyThreadState_SetAsyncExc(target, None)  # drop one that fired but was not raised yet


def time_limit(fn, seconds: float):
    """``fn()``, interrupted by :class:`TimeLimit` after ``seconds``.

    In the main thread (when no one else's SIGALRM timer is running) a SIGALRM timer; elsewhere a
    timer thread raises TimeLimit in the calling thread (``PyThreadState_SetAsyncExc``), so the work
    stops instead of running on in an abandoned thread. Both interrupt Python code at its next
    bytecode; one long C call runs to its end, which is what :func:`check_code` is for.
    """
    if (threading.current_thread() is threading.main_thread() and hasattr(signal, "setitimer")
            and not signal.getitimer(signal.ITIMER_REAL)[0]):
        return _with_alarm(fn, seconds)
    return _with_async_exception(fn, seconds)


def bounded(fn, seconds: float | None = None):
    """:func:`time_limit` (default SYMPY_TIME_LIMIT_S), with reaching it reported as :class:`Rejected`."""
    seconds = SYMPY_TIME_LIMIT_S if seconds is None else seconds
    _warm_up()
    try:
        return time_limit(fn, seconds)
    except TimeLimit:
        raise Rejected(f"sympy time limit ({seconds:g}s) reached") from None


# ---------------------------------------------------------------------------------------------
# structural guard


def _reciprocal(fn):
    return lambda z: 1 / fn(z)


def _exp_digits(v: float) -> float:
    return v / math.log(10)


def _factorial_digits(v: float) -> float:
    return math.lgamma(v + 1) / math.log(10) if v < 1e300 else math.inf


def _binomial(n: complex, k: complex) -> float:
    return math.exp(math.lgamma(n.real + 1) - math.lgamma(k.real + 1) - math.lgamma(n.real - k.real + 1))


# allowed function -> (its value on complex floats, extra digits of the result given |argument|)
FUNCTIONS = {
    "sqrt": (cmath.sqrt, None), "cbrt": (lambda z: z ** (1 / 3), None), "root": (lambda z, n: z ** (1 / n), None),
    "exp": (cmath.exp, _exp_digits), "log": (cmath.log, None), "ln": (cmath.log, None),
    "sin": (cmath.sin, None), "cos": (cmath.cos, None), "tan": (cmath.tan, None),
    "cot": (_reciprocal(cmath.tan), None), "sec": (_reciprocal(cmath.cos), None), "csc": (_reciprocal(cmath.sin), None),
    "asin": (cmath.asin, None), "acos": (cmath.acos, None), "atan": (cmath.atan, None),
    "acot": (lambda z: cmath.atan(1 / z), None),
    "sinh": (cmath.sinh, _exp_digits), "cosh": (cmath.cosh, _exp_digits), "tanh": (cmath.tanh, _exp_digits),
    "asinh": (cmath.asinh, None), "acosh": (cmath.acosh, None), "atanh": (cmath.atanh, None),
    "Abs": (abs, None), "sign": (lambda z: z / abs(z), None),
    "floor": (lambda z: math.floor(z.real), None), "ceiling": (lambda z: math.ceil(z.real), None),
    "Min": (lambda *a: min(z.real for z in a), None), "Max": (lambda *a: max(z.real for z in a), None),
    "factorial": (lambda z: math.gamma(z.real + 1), _factorial_digits),
    "gamma": (lambda z: math.gamma(z.real), _factorial_digits),
    "binomial": (_binomial, lambda v: v * math.log10(2)),
}
CONSTANTS = {"pi": math.pi, "E": math.e, "I": 1j, "oo": math.inf}
_OPERATORS = {ast.Add: lambda a, b: a + b, ast.Sub: lambda a, b: a - b, ast.Mult: lambda a, b: a * b,
              ast.Div: lambda a, b: a / b, ast.Mod: lambda a, b: a.real % b.real, ast.Pow: lambda a, b: a ** b}
_COMPARISONS = (ast.Eq, ast.NotEq, ast.Lt, ast.LtE, ast.Gt, ast.GtE)
_INF = complex(math.inf)
_WRAPPER_RE = re.compile(r"\b(?:Integer|Float|Symbol)\s*\(\s*'?([^')]*?)'?\s*\)")


def _value(fn, *args) -> complex:
    """fn(*args) on complex floats; any failure or overflow -> infinity (the conservative side)."""
    try:
        v = complex(fn(*args))
    except (ArithmeticError, ValueError, TypeError):
        return _INF
    return v if cmath.isfinite(v) else _INF


def _literal_size(arg) -> float:
    """log10 of a literal's magnitude (its digits, about): Integer 9 -> 0.95, Float '1.5e-300' -> 300."""
    if isinstance(arg, int):
        return math.log10(arg) if arg > 0 else 0.0
    mantissa, _, exponent = arg.lower().partition("e")
    m = abs(float(mantissa))
    return abs(math.log10(m) + int(exponent or 0)) if m else 0.0


class _Unsupported(ValueError):
    """Syntax outside the allowlist: the text is "not parsable", as a syntax error is."""


class _Guard:
    """Walks the AST of sympy-parser code: (value, size) per node, refusing what is not allowed."""

    def __init__(self, code: str):
        self.code = code

    def reject(self, node, size: float):
        shown = _WRAPPER_RE.sub(r"\1", ast.get_source_segment(self.code, node) or "").replace(" ", "")
        raise Rejected(f"{shorten(shown)} is too large (estimated {size:.3g} digits; limit {MAX_DIGITS})")

    def visit(self, node) -> tuple[complex, float]:
        value, size = self.estimate(node)
        if not size <= MAX_DIGITS:  # also catches nan
            self.reject(node, size)
        return value, size

    def estimate(self, node) -> tuple[complex, float]:
        if isinstance(node, ast.BinOp) and type(node.op) in _OPERATORS:
            (a, sa), (b, sb) = self.visit(node.left), self.visit(node.right)
            if isinstance(node.op, ast.Pow):  # |exponent| copies of the base
                return _value(_OPERATORS[ast.Pow], a, b), max(abs(b) * sa, sa + sb)
            return _value(_OPERATORS[type(node.op)], a, b), sa + sb
        if isinstance(node, ast.UnaryOp) and isinstance(node.op, (ast.USub, ast.UAdd)):
            v, s = self.visit(node.operand)
            return (-v if isinstance(node.op, ast.USub) else v), s
        if isinstance(node, ast.Compare) and all(isinstance(op, _COMPARISONS) for op in node.ops):
            return _INF, sum(self.visit(n)[1] for n in [node.left, *node.comparators])
        if isinstance(node, ast.Name) and node.id in CONSTANTS:
            return complex(CONSTANTS[node.id]), 1.0
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and not node.keywords:
            return self.call(node.func.id, node.args)
        raise _Unsupported(type(node).__name__)

    def call(self, name: str, args: list) -> tuple[complex, float]:
        if name in ("Integer", "Float", "Symbol"):
            arg = args[0].value if len(args) == 1 and isinstance(args[0], ast.Constant) else None
            if name == "Symbol" and isinstance(arg, str):
                return complex(SYMBOL_VALUE), 1.0
            if (name == "Integer" and isinstance(arg, int)) or (name == "Float" and isinstance(arg, str)):
                return _value(float, arg), _literal_size(arg)
            raise _Unsupported(name)
        if name not in FUNCTIONS or not args:
            raise _Unsupported(name)
        fn, growth = FUNCTIONS[name]
        visited = [self.visit(a) for a in args]
        size = sum(s for _, s in visited) + (growth(abs(visited[0][0])) if growth else 0.0)
        return _value(fn, *(v for v, _ in visited)), size


def check_code(code: str) -> None:
    """Refuse sympy-parser output that is too large to evaluate (:class:`Rejected`) or that uses
    anything besides numbers, symbols, arithmetic, comparisons and ``FUNCTIONS`` (``ValueError``).

    Sizes are estimated in decimal digits: a literal has log10 of its magnitude, a symbol 1,
    ``a op b`` the sum of both, ``a**b`` ``|b| * size(a)`` (at least ``size(a) + size(b)``, and
    ``x**1000`` is 1000), ``exp(a)`` (and sinh, cosh, tanh) ``|a| / ln 10`` more, ``factorial(n)``
    / ``gamma(n)`` the digits of ``n!``, ``binomial(n, k)`` ``n log10 2`` more. Values are computed on complex floats
    with every symbol set to SYMBOL_VALUE, and an overflow counts as infinite, so a power tower is
    refused at its first level that overflows. Each size is checked before the node's value is
    computed, and all values are floats: the guard itself runs in bounded time.
    """
    _Guard(code).visit(ast.parse(code, mode="eval").body)


@functools.cache
def _warm_up() -> None:
    """Import sympy and run each kind of work once, outside any time limit: on a loaded machine the
    first import can take longer than the limit, and interrupting it halfway leaves sympy's
    modules half-initialised (later calls then fail with AttributeError), so the same response
    would grade differently in a cold process (a harness worker) and a warm one."""
    import sympy

    _parser()
    x = sympy.Symbol("x")
    sympy.simplify(sympy.sqrt(x) ** 2 - x + sympy.sin(x) ** 2 + sympy.cos(x) ** 2)
    sympy.N(sympy.pi * sympy.E, 15)
    sympy.lambdify(x, x + 1)(2.0)


@functools.cache
def _parser() -> tuple:
    """(stringify_expr, transformations, global namespace), the namespace as ``parse_expr`` builds it."""
    import builtins
    import types

    import sympy
    from sympy.parsing.sympy_parser import (
        convert_xor, implicit_multiplication_application, standard_transformations, stringify_expr,
    )

    namespace: dict = {}
    exec("from sympy import *", namespace)  # noqa: S102
    namespace.update({k: v for k, v in vars(builtins).items() if isinstance(v, types.BuiltinFunctionType)})
    namespace.update(max=sympy.Max, min=sympy.Min)
    return stringify_expr, standard_transformations + (implicit_multiplication_application, convert_xor), namespace


def check_length(text: str) -> str:
    """``text``, or :class:`TooLong` if it is over MAX_EXPRESSION_CHARS."""
    if len(text) > MAX_EXPRESSION_CHARS:
        raise TooLong(f"expression too long ({len(text):,} characters; limit {MAX_EXPRESSION_CHARS})", text)
    return text


def parse(text: str):
    """``parse_expr(text, transformations=standard + implicit multiplication + ^, evaluate=True)``,
    checked by :func:`check_code` before it is evaluated.

    A sympy expression, or None when sympy cannot read ``text`` or it uses something not allowed;
    :class:`TooLong` over MAX_EXPRESSION_CHARS, :class:`Rejected` when too large to evaluate.
    """
    stringify_expr, transformations, namespace = _parser()
    local: dict = {}
    try:
        code = stringify_expr(check_length(text), local, namespace, transformations)
        check_code(code)
        expr = eval(code, namespace, local)  # noqa: S307 - checked above
    except Rejected:
        raise
    except Exception:  # noqa: BLE001 - sympy's parser and constructors raise anything
        return None
    return expr if hasattr(expr, "free_symbols") else None
