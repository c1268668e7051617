"""DVC stages: one thin command per stage over the dynaforge library (see dvc.yaml)."""
