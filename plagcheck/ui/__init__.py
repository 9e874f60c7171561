"""The desktop app's Qt side: views (layout and drawing only), controllers (call the pipeline), the worker."""
