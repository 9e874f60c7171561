"""Widgets that lay out and draw; they emit signals and never call the pipeline."""
