"""The desktop app's Qt side: views (layout and drawing only), controllers (call the pipeline), the worker.

Importing it first guards against PySide6 6.12.0's reference-count bug (see qt_compat).
"""

from plagcheck.ui import qt_compat as _qt_compat  # noqa: F401  (imported for its effect)
