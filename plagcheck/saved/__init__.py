"""A check kept outside the process: the plain JSON every output is written from (serialize: the command
line's contract, the exports, the session), and the session file that keeps a whole check (session)."""
