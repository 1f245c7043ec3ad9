  return { next = 2, messages = { 'one', 'two' }, memo = { a = { 1, 2, { b = 'c' } }, n = 0.5 }, edits = { { op = 'status', piece = 1, status = 'aside' } } }
