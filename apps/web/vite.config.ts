import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    port: 5173,
    // The API runs on its own port in development (npm run dev starts both).
    proxy: { '/api': { target: `http://127.0.0.1:${process.env.API_PORT ?? 5000}`, changeOrigin: false } },
  },
  build: { target: 'es2022', sourcemap: false },
});
