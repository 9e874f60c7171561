"""Evidence that leaves the app: the self-contained HTML report and the CSV/JSON pair lists, and the built-in
guide (guide.py) the report holds and the help window shows. No Qt here."""

from plagcheck.report.exports import write_pairs_csv, write_pairs_json
from plagcheck.report.html import write_html_report

__all__ = ["write_html_report", "write_pairs_csv", "write_pairs_json"]
