"""A real Dask cluster on the loopback interface (a scheduler and two worker processes) for the archive tests.
The archive tests skip where the [archive] extra is not installed."""

from __future__ import annotations

import logging

import pytest


@pytest.fixture(scope="module")
def cluster():
    """A LocalCluster of two worker processes (one thread each) on 127.0.0.1, and a client of it; one per test
    module, stopped at its end (later tests check that no child process is left)."""
    distributed = pytest.importorskip("distributed", reason='needs the [archive] extra: pip install ".[archive]"')
    import dask

    from plagcheck.archive.cluster import WORKER_CONFIG

    Client, LocalCluster = distributed.Client, distributed.LocalCluster
    with dask.config.set(WORKER_CONFIG), LocalCluster(
        n_workers=2, threads_per_worker=1, processes=True, host="127.0.0.1", dashboard_address=":0",
        silence_logs=logging.CRITICAL,
    ) as local, Client(local) as client:
        yield local, client


@pytest.fixture
def scheduler(cluster) -> str:
    """The cluster's scheduler address (tcp://127.0.0.1:PORT), for --scheduler."""
    return cluster[0].scheduler_address
