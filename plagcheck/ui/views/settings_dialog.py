"""The Settings dialog: how documents are compared, each option explained in plain language."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QLocale, QSize, Qt
from PySide6.QtWidgets import (
    QFrame,
    QScrollArea,
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QGroupBox,
    QLabel,
    QRadioButton,
    QSpinBox,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from plagcheck import i18n
from plagcheck.shared.engine_messages import notice_text
from plagcheck.shared.engine_notices import SettingsError
from plagcheck.shared.models import DEFAULT_K, ScanSettings
from plagcheck.ui.translation import translate
from plagcheck.ui.views.tab_style import give_accents_room


def _spin(parent: QWidget, maximum: int, suffix: str, off: bool = False) -> QSpinBox:
    """Return a spin box from 0 to `maximum` with `suffix`; with `off`, 0 reads "Off"."""
    box = QSpinBox(parent)
    box.setRange(0, maximum)
    box.setSuffix(suffix)
    if off:
        box.setSpecialValueText(translate("SettingsDialog", "Off"))
    return box


def _add_row(form: QFormLayout, label: str, field: QWidget, explanation: str) -> None:
    """Add `field` under `label` (none when empty) to `form`, with its plain explanation below it."""
    if label:
        form.addRow(label, field)
    else:
        form.addRow(field)
    form.addRow(_explain(explanation, form.parentWidget()))


def _explain(text: str, parent: QWidget) -> QLabel:
    label = QLabel(text, parent)
    label.setTextFormat(Qt.TextFormat.PlainText)
    label.setWordWrap(True)
    label.setStyleSheet("color: #55606e;")
    return label


class _PageScroller(QScrollArea):
    """A settings tab's page, scrolled only when the screen is shorter than the page: it asks for the page's own
    size, so on a tall enough screen the dialog opens showing all of it."""

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        """Return the page's size hint, with room for a scroll bar."""
        page = self.widget()
        hint = page.sizeHint() if page is not None else super().sizeHint()
        return QSize(hint.width() + self.verticalScrollBar().sizeHint().width(), hint.height())


class SettingsDialog(QDialog):
    """Edits a ScanSettings; `settings()` returns the edited copy (the threshold is left as it was)."""

    def __init__(self, settings: ScanSettings, parent: QWidget | None = None, language: str = "") -> None:
        """`language` is the language chosen in Settings ("" for the system's), `language()` the one chosen now."""
        super().__init__(parent)
        self.setWindowTitle(translate("SettingsDialog", "Scan settings"))
        self.setMinimumSize(620, 520)  # wrapped explanations need the room: Qt does not size for them
        self._original = settings

        compare = QGroupBox(translate("SettingsDialog", "How documents are compared"), self)
        form = QFormLayout(compare)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.ExpandingFieldsGrow)
        self.words = QRadioButton(translate("SettingsDialog", "Words"), compare)
        self.chars = QRadioButton(translate("SettingsDialog", "Characters"), compare)
        units = QButtonGroup(self)
        units.addButton(self.words)
        units.addButton(self.chars)
        unit_row = QVBoxLayout()
        unit_row.addWidget(self.words)
        unit_row.addWidget(self.chars)
        form.addRow(translate("SettingsDialog", "Compare by:"), unit_row)
        form.addRow(_explain(
            translate(
                "SettingsDialog", "Words suits essays in languages written with spaces. Characters works for any "
                                  "language (use it for Chinese or Japanese) and survives small spelling changes, but "
                                  "scans more slowly."), compare))

        self.k = QSpinBox(compare)
        self.k.setRange(0, 50)
        self.k.setSpecialValueText(
            translate(
                "SettingsDialog", "Automatic ({word} words / {char} characters)").format(
                    word=DEFAULT_K['word'], char=DEFAULT_K['char']))
        form.addRow(translate("SettingsDialog", "Run length:"), self.k)
        form.addRow(_explain(
            translate(
                "SettingsDialog", "How many words (or characters) in a row must be identical to count as shared. "
                                  "Shorter runs find more, but also flag common phrases; longer runs miss lightly "
                                  "reworded copying."), compare))

        self.num_perm = QSpinBox(compare)
        self.num_perm.setRange(16, 1024)
        self.num_perm.setSingleStep(16)
        form.addRow(translate("SettingsDialog", "Fingerprints per document:"), self.num_perm)
        form.addRow(_explain(
            translate(
                "SettingsDialog", "The quick first pass compares short fingerprints before the exact check. More "
                                  "fingerprints make that pass more reliable and the scan slower; 128 is plenty for a "
                                  "class."), compare))

        self.min_score = QDoubleSpinBox(compare)
        self.min_score.setRange(0.0, 100.0)
        self.min_score.setDecimals(1)
        self.min_score.setSuffix(" %")
        form.addRow(translate("SettingsDialog", "Smallest overlap kept:"), self.min_score)
        form.addRow(_explain(
            translate(
                "SettingsDialog", "Pairs sharing less than this share of either document are dropped by the scan. The "
                                  "threshold slider moves freely above it; going below it needs a new scan."), compare))

        self.lowest = QDoubleSpinBox(compare)
        self.lowest.setRange(1.0, 99.0)
        self.lowest.setDecimals(0)
        self.lowest.setSuffix(" %")
        form.addRow(translate("SettingsDialog", "Quick pass tuned for:"), self.lowest)
        form.addRow(_explain(
            translate(
                "SettingsDialog", "How alike two whole documents must be for the quick first pass to be almost sure to "
                                  "check them. Copied paragraphs inside long documents are found by a separate passage "
                                  "search either way. Lower finds more and scans more slowly."), compare))

        text = QGroupBox(translate("SettingsDialog", "Cleaning up the text first"), self)
        text_layout = QVBoxLayout(text)
        self.fold_homoglyphs = QCheckBox(
            translate("SettingsDialog", "Treat look-alike letters from other alphabets as the same"), text)
        text_layout.addWidget(self.fold_homoglyphs)
        text_layout.addWidget(_explain(
            translate(
                "SettingsDialog", "Catches a known trick: swapping Latin letters for identical-looking Cyrillic or "
                                  "Greek ones."), text))
        self.join_hyphenated = QCheckBox(
            translate("SettingsDialog", "Join words split by a hyphen at the end of a line"), text)
        text_layout.addWidget(self.join_hyphenated)
        text_layout.addWidget(
            _explain(
                translate("SettingsDialog", "Common in text taken from PDFs: “assign- ment” is read as “assignment”."),
                                       text))
        self.group_subfolders = QCheckBox(
            translate("SettingsDialog", "Each sub-folder is one student's submission"), text)
        text_layout.addWidget(self.group_subfolders)
        text_layout.addWidget(_explain(
            translate(
                "SettingsDialog", "Use this when every student has a folder with several files: they are compared as "
                                  "one document. A learning platform's download (Moodle, Canvas…) is recognised "
                                  "without it: see the Class tab."),
            text))

        shared = QGroupBox(translate("SettingsDialog", "Text that is shared but is not copying"), self)
        shared_form = QFormLayout(shared)
        shared_form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.ExpandingFieldsGrow)
        self.exclude_quotes = QCheckBox(
            translate("SettingsDialog", "Leave out quotations (in quotation marks, or formatted as a quote)"), shared)
        shared_form.addRow(self.exclude_quotes)
        self.exclude_cited_quotes = QCheckBox(
            translate(
                "SettingsDialog", "Leave out quotations with a citation beside them (“…” (Hartley, 2023), [3], a note "
                                  "number)"), shared)
        shared_form.addRow(self.exclude_cited_quotes)
        self.exclude_bibliography = QCheckBox(
            translate(
                "SettingsDialog", "Leave out reference lists and in-text citations (References, Works Cited…, "
                                  "“(Hartley, 2023)”)"), shared)
        shared_form.addRow(self.exclude_bibliography)
        shared_form.addRow(_explain(
            translate(
                "SettingsDialog", "Quotations and reference lists are always shown in their own style; these choose "
                                  "whether they count towards the scores. A quotation with no citation is still copied "
                                  "text, so it counts unless you leave out every quotation."),
            shared))
        self.common_share = _spin(shared, 99, translate("SettingsDialog", " % of the class"), off=True)
        _add_row(shared_form, translate("SettingsDialog", "Ignore text found in more than:"), self.common_share,
                 translate(
                     "SettingsDialog", "Phrases nearly everyone wrote (a heading, a standard sentence) are greyed and "
                                       "not counted. It only applies to classes of 10 or more, so a small group "
                                       "copying from each other is never hidden. Text three or more students have at "
                                       "the same place at the top (a cover sheet, the question) is greyed in a class "
                                       "of any size; Off switches both off."))
        self.min_match = _spin(shared, 100, translate("SettingsDialog", " words"), off=True)
        _add_row(shared_form, translate("SettingsDialog", "Ignore matches shorter than:"), self.min_match,
                 translate(
                     "SettingsDialog", "A few identical words in a row happen by chance. Shorter runs still count when "
                                       "they sit next to a longer copied one (an edited copy)."))

        passages = QGroupBox(translate("SettingsDialog", "Shared passages"), self)
        passage_form = QFormLayout(passages)
        self.min_passage = _spin(passages, 500, translate("SettingsDialog", " words"))
        passage_form.addRow(translate("SettingsDialog", "Shortest passage shown:"), self.min_passage)
        self.merge_gap = _spin(passages, 200, translate("SettingsDialog", " words"))
        passage_form.addRow(translate("SettingsDialog", "Join passages separated by up to:"), self.merge_gap)
        passage_form.addRow(_explain(
            translate(
                "SettingsDialog", "Copied text with a few words changed shows as one passage instead of many small "
                                  "ones."), passages))
        self.find_reworded = QCheckBox(translate("SettingsDialog", "Also look for reworded copying"), passages)
        _add_row(passage_form, "", self.find_reworded,
                 translate(
                     "SettingsDialog", "Finds passages with the same content in other words or another order "
                                       "(paraphrased, shuffled, synonyms swapped), and shows them apart from copied "
                                       "ones. Off: only text copied word for word, or nearly, is found. “Show copied "
                                       "passages only” in the View menu hides them without a new scan."))
        self.passage_words = _spin(passages, 1000, translate("SettingsDialog", " words"), off=True)
        _add_row(passage_form, translate("SettingsDialog", "List any pair sharing a passage of:"), self.passage_words,
                 translate(
                     "SettingsDialog", "A pair is listed whatever its score when the two documents share a passage at "
                                       "least this long: a copied paragraph is a small share of a long essay, but it "
                                       "is still copied."))

        title_help = {
            compare: translate("SettingsDialog", "How documents are compared."),
            text: translate("SettingsDialog", "What is tidied in the text before comparing."),
            shared: translate("SettingsDialog", "Text that is shared but is not copying."),
            passages: translate("SettingsDialog", "How shared passages are shown."),
        }
        language_box = self._language_box(language)
        title_help[language_box] = translate("SettingsDialog", "The language of the window, its guide and the reports "
                                                               "it exports.")
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
                                   | QDialogButtonBox.StandardButton.RestoreDefaults, self)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        buttons.button(QDialogButtonBox.StandardButton.RestoreDefaults).clicked.connect(
            lambda: self._load(ScanSettings(threshold=self._original.threshold)))
        self.error = QLabel(self)
        self.error.setTextFormat(Qt.TextFormat.PlainText)
        self.error.setStyleSheet("color: #b91c1c;")
        self.error.hide()

        # One tab per group: all four at once were taller than a laptop screen, and Qt then squeezed the rows
        # until the explanations were cut off.
        tabs = QTabWidget(self)
        give_accents_room(tabs.tabBar())
        for group, title in ((compare, translate("SettingsDialog", "Comparing")),
                             (text, translate("SettingsDialog", "Cleaning up")),
                             (shared, translate("SettingsDialog", "Not copying")),
                             (passages, translate("SettingsDialog", "Passages")),
                             (language_box, translate("SettingsDialog", "Language"))):
            page = QWidget(tabs)
            page_layout = QVBoxLayout(page)
            group.setTitle("")
            group.setFlat(True)
            page_layout.addWidget(_explain(title_help[group], page))
            page_layout.addWidget(group)
            page_layout.addStretch(1)
            # Scrolled when the screen is too short for it (a French tab on a 680-pixel screen lost its last
            # line), never squeezed until an explanation is cut.
            scroller = _PageScroller(tabs)
            scroller.setWidget(page)
            scroller.setWidgetResizable(True)
            scroller.setFrameShape(QFrame.Shape.NoFrame)
            scroller.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
            tabs.addTab(scroller, title)
        layout = QVBoxLayout(self)
        layout.addWidget(tabs)
        layout.addWidget(self.error)
        layout.addWidget(buttons)
        self._load(settings)

    def _language_box(self, chosen: str) -> QGroupBox:
        """Return the Language tab's group: the system's language or one of the shipped ones."""
        box = QGroupBox(self)
        form = QFormLayout(box)
        self.language_choice = QComboBox(box)
        system = i18n.LANGUAGES[i18n.supported(QLocale.system().name())]
        self.language_choice.addItem(translate("SettingsDialog", "The system's language ({language})").format(
            language=system), "")
        for code, name in i18n.LANGUAGES.items():
            self.language_choice.addItem(name, code)
        self.language_choice.setCurrentIndex(max(0, self.language_choice.findData(chosen)))
        form.addRow(translate("SettingsDialog", "Language:"), self.language_choice)
        form.addRow(_explain(translate(
            "SettingsDialog", "A new language takes effect the next time plagcheck starts. Numbers and dates are "
                              "written as the language writes them."), box))
        return box

    def language(self) -> str:
        """Return the language chosen: a code of plagcheck.i18n.LANGUAGES, or "" for the system's."""
        return self.language_choice.currentData() or ""

    def _load(self, settings: ScanSettings) -> None:
        (self.chars if settings.unit == "char" else self.words).setChecked(True)
        self.k.setValue(settings.k or 0)
        self.num_perm.setValue(settings.num_perm)
        self.lowest.setValue(round(settings.lowest_threshold * 100))
        self.min_score.setValue(round(settings.min_score * 100, 1))
        self.fold_homoglyphs.setChecked(settings.fold_homoglyphs)
        self.join_hyphenated.setChecked(settings.join_hyphenated)
        self.group_subfolders.setChecked(settings.group_subfolders)
        self.exclude_quotes.setChecked(settings.exclude_quotes)
        self.exclude_cited_quotes.setChecked(settings.exclude_cited_quotes)
        self.exclude_bibliography.setChecked(settings.exclude_bibliography)
        self.common_share.setValue(round(settings.common_share * 100))
        self.min_match.setValue(settings.min_match_words)
        self.min_passage.setValue(settings.min_passage_words)
        self.merge_gap.setValue(settings.merge_gap_words)
        self.find_reworded.setChecked(settings.find_reworded)
        self.passage_words.setValue(settings.passage_words)

    def settings(self) -> ScanSettings:
        """Return the settings as edited (explicit bands/rows are dropped: they are chosen for the new values)."""
        return replace(
            self._original,
            unit="char" if self.chars.isChecked() else "word",
            k=self.k.value() or None,
            num_perm=self.num_perm.value(),
            lowest_threshold=self.lowest.value() / 100,
            min_score=self.min_score.value() / 100,
            threshold=max(self._original.threshold, self.min_score.value() / 100),
            bands=None,
            rows=None,
            fold_homoglyphs=self.fold_homoglyphs.isChecked(),
            join_hyphenated=self.join_hyphenated.isChecked(),
            group_subfolders=self.group_subfolders.isChecked(),
            exclude_quotes=self.exclude_quotes.isChecked(),
            exclude_cited_quotes=self.exclude_cited_quotes.isChecked(),
            exclude_bibliography=self.exclude_bibliography.isChecked(),
            common_share=self.common_share.value() / 100,
            min_match_words=self.min_match.value(),
            min_passage_words=self.min_passage.value(),
            merge_gap_words=self.merge_gap.value(),
            find_reworded=self.find_reworded.isChecked(),
            passage_words=self.passage_words.value(),
        )

    def accept(self) -> None:
        """Close only when the settings are valid; otherwise say what is wrong."""
        try:
            self.settings().validate()
        except SettingsError as exc:
            self.error.setText(notice_text(exc.notice))
            self.error.show()
            return
        super().accept()
