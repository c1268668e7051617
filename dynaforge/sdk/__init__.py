"""The seed-program SDK: what a seed program imports."""
from .answers import Choice, Expression, Multi, Number, Text
from .program import Backward, SeedProgram, SubQuestion, seed_program
from .scene import Scene
from .space import FloatRange, IntRange, Levels, OneOf, attempts, draw_until

__all__ = ["Choice", "Expression", "Multi", "Number", "Text", "Backward", "SeedProgram",
           "SubQuestion", "seed_program", "Scene", "FloatRange", "IntRange", "Levels", "OneOf",
           "attempts", "draw_until"]
