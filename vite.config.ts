import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  base: '/Recipe-generator/',
  plugins: [react()],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
  },
  server: {
    proxy: {
      '/Recipe-generator/api': `http://127.0.0.1:${process.env.PORT ?? 3000}`,
    },
  },
});
