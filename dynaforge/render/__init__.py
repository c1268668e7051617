"""Rendering: 2D figures (matplotlib Agg), 3D scenes and orbit videos (pyvista off-screen)."""
