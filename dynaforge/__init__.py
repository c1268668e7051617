"""dynaforge: contamination-resistant visual-math benchmarks from seed programs."""
__version__ = "0.1.0"
