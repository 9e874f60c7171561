"""Quotations and reference lists: detected, shown, and left out only when asked."""

from plagcheck.engine.citations import bibliography_span, citation_spans, quotation_spans
from plagcheck.models import DocumentRecord, ScanSettings
from plagcheck.pipeline import drive, scan_documents
from plagcheck.synthetic import TextGenerator


def quoted(text):
    return [text[s:e] for s, e in quotation_spans(text)]


def test_quotation_marks_of_several_languages():
    text = (
        'He said "plain quotes" and “curly ones”, then „German style“ and « French style » and '
        "‚single low‘ and ‘single curly words’. It’s not a quote, nor are ‘90s."
    )
    assert quoted(text) == [
        '"plain quotes"', "“curly ones”", "„German style“", "« French style »", "‚single low‘",
        "‘single curly words’",
    ]


def test_unclosed_quote_does_not_swallow_the_next_paragraph():
    text = 'An "unclosed mark here.\n\nNext paragraph with "a real quote" inside.'
    assert quoted(text) == ['"a real quote"']


def test_bibliography_heading_variants_and_position():
    body = "Essay text. " * 100
    for heading in ("References", "7. Bibliography", "Works Cited:", "Literaturverzeichnis", "Références"):
        text = f"Contents\n{heading}\n\n{body}\n{heading}\nSmith, J. (2020). A book.\n"
        start, end = bibliography_span(text)
        assert text[start:end].strip().startswith(heading) and end == len(text)
        assert start > len(body)  # the table-of-contents entry near the top is not it
    assert bibliography_span(body) is None


def test_citation_spans_keep_quotes_before_the_bibliography():
    text = "Intro " * 50 + '"quoted words"\n\nReferences\n"A Title in quotes", Journal.\n'
    kinds = [kind for kind, _, _ in citation_spans(text)]
    assert kinds == ["quote", "bibliography"]


def records(texts):
    return [DocumentRecord(i, f"s{i}.txt", f"s{i}.txt", "ok", "", text=t) for i, t in enumerate(texts)]


def test_quoted_and_cited_passage_is_excluded_only_when_asked():
    gen = TextGenerator(4)
    source = gen.essay(150).replace("\n\n", " ").replace("\n", " ").strip()
    a = gen.essay(400) + f'\n\nAs the author puts it, "{source}" (Smith 2020).\n\n' + gen.essay(300)
    b = gen.essay(350) + f'\n\nSmith writes: “{source}”\n\n' + gen.essay(300)
    shown = drive(scan_documents(records([a, b]), ScanSettings(workers=1, threshold=0.0)))
    hidden = drive(scan_documents(records([a, b]), ScanSettings(workers=1, threshold=0.0, exclude_quotes=True)))
    assert shown.pairs and shown.pairs[0].score > 0.1
    assert not hidden.pairs_above(0.02)
    # shown in both runs as quotations, whatever the toggle
    for result in (shown, hidden):
        assert any(kind == "quote" and e - s > len(source) for kind, s, e in result.citation_spans[0])


def test_shared_reference_list_does_not_count_by_default():
    gen = TextGenerator(6)
    references = "\n".join(f"Author{i}, A. ({2000 + i}). {gen.sentence()} Publisher." for i in range(25))
    a = gen.essay(500) + "\n\nReferences\n" + references
    b = gen.essay(500) + "\n\nBibliography\n" + references
    default = drive(scan_documents(records([a, b]), ScanSettings(workers=1, threshold=0.0)))
    counted = drive(scan_documents(records([a, b]), ScanSettings(workers=1, threshold=0.0, exclude_bibliography=False)))
    assert counted.pairs and counted.pairs[0].score > 0.2
    assert not default.pairs_above(0.02)
    assert [k for k, _, _ in default.citation_spans[1]][-1] == "bibliography"


def test_block_quotes_from_formatting_are_quotations_and_absorb_marks_inside_them():
    text = 'Intro "short one" here.\n\nA block with "marks" inside it.\n\nEnd "last" words.'
    block = (text.index("A block"), text.index("it.") + 3)
    spans = citation_spans(text, block_quotes=[block])
    assert spans == [
        ("quote", text.index('"short'), text.index("one\"") + 4),
        ("quote", *block),
        ("quote", text.index('"last'), text.index('last"') + 5),
    ]
