"""Reading: the files the teacher named, found (discovery, zip_folders), read into text in worker processes
under time and size limits (extract/), told apart by student (layouts), the sources the teacher marked
among them (marked_sources): DocumentRecords (ingest).

Imports no other wing of the engine: what a file holds does not depend on how it is compared.
"""
