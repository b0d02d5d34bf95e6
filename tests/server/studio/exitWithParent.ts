/**
 * Loaded (node --import) into the server processes that tests and benchmarks start: the server ends
 * when the process that started it is gone, even killed (a timed-out test worker), since its IPC
 * channel then closes. Nothing else of the server changes.
 */
process.channel?.unref();
process.once('disconnect', () => process.exit(0));
