"""Extra evaluation views built from every variant: photographed images (MathReal), sub-questions
(WE-MATH), backward and text-only questions (GeoEval)."""
