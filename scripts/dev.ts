export {};
// npm run dev: the server with Vite in middleware mode (hot reload for the app).
process.env.PORTICO_DEV = '1';
await import('../server/main');
