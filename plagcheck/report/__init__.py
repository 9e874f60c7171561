"""Evidence that leaves the app: the self-contained HTML report and the CSV/JSON pair lists. No Qt here."""

from plagcheck.report.exports import write_pairs_csv, write_pairs_json
from plagcheck.report.html import write_html_report

__all__ = ["write_html_report", "write_pairs_csv", "write_pairs_json"]
