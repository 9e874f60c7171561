"""References: documents the class is compared with, never with each other. The reference library on the
teacher's computer (library and the modules it is made of), the one candidate search every reference store
uses (library_index), and the reference sources a scan opens (sources).

May import every other wing and the engine's top: a reference document is prepared, found and compared as a
class document is.
"""
