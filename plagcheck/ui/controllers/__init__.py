"""Objects that wire the views to the pipeline, the settings store and each other."""
