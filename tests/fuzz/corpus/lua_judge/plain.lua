  return { next = 2 }
