"""The store of a scan's comparison (compare.BatchStore): a document crosses to a compute worker without the
arrays its whole class shares, which cross once, and is compared there as in this process."""

import pickle

from plagcheck.engine import compute
from plagcheck.engine.compare import BatchStore, batch_needs, compare_batch, prepare_texts
from plagcheck.shared.models import ScanSettings
from test_origin_evidence import SOURCE, STUDENT

SETTINGS = ScanSettings(workers=1)

OTHER = ("Low emission zones cut nitrogen dioxide by a fifth in the cities that brought them in, and in most of the "
         "provinces studied the yearly average of fine particles was several times the limit the World Health "
         "Organization recommends. Our school planted trees along the road last spring.")
PAIRS = [(0, 1, True, True), (0, 2, True, True), (1, 2, True, True)]


def _store() -> BatchStore:
    prepared = prepare_texts({0: SOURCE, 1: STUDENT, 2: OTHER}, SETTINGS)
    return BatchStore({i: p.shingled for i, p in prepared.items()}, {i: p.content for i, p in prepared.items()},
                      SETTINGS, 0.0)


def test_a_document_is_shipped_without_the_class_arrays_which_cross_once():
    store = _store()
    entry, shipped = store[("document", 1)], store.shipped(("document", 1))
    assert entry.content.idf is not None and entry.content.everyday is not None
    assert shipped.class_arrays_apart and shipped.content.idf is None and shipped.content.everyday is None
    assert shipped.content.terms is entry.content.terms and shipped.shingled is entry.shingled
    assert len(pickle.dumps(shipped)) < len(pickle.dumps(entry))
    idf, everyday = store.shipped("class_arrays")
    assert idf is entry.content.idf and everyday is entry.content.everyday
    assert "class_arrays" in batch_needs(PAIRS)


def test_a_worker_store_of_shipped_entries_compares_as_this_process_and_keeps_them_restored():
    store = _store()
    here = compare_batch(store, PAIRS)
    worker_store = {key: pickle.loads(pickle.dumps(store.shipped(key))) for key in batch_needs(PAIRS)}
    assert compare_batch(worker_store, PAIRS) == here
    restored = worker_store[("document", 2)]
    assert not restored.class_arrays_apart and restored.content.idf is worker_store["class_arrays"][0]
    assert compare_batch(worker_store, PAIRS) == here


def test_compute_workers_give_what_this_process_gives():
    store = _store()
    tasks = [([pair],) for pair in PAIRS] * 3
    here = dict(answer for answer in compute.run_tasks(compare_batch, tasks, 1, store, batch_needs)
                if answer is not None)
    shared = dict(answer for answer in compute.run_tasks(compare_batch, tasks, 3, store, batch_needs)
                  if answer is not None)
    assert shared == here and any(result[0].passages for result in here.values())
