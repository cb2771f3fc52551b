print("instantsearch: the REPL is not built yet")
