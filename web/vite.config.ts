import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Named vendor chunks: AG Grid loads only with the areas that show tables, and each changes rarely.
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@tanstack)[\\/]/,
            },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]|web[\\/]src[\\/]platform[\\/]zodConfig/ },
            { name: 'date-fns', test: /node_modules[\\/](date-fns|@date-fns)[\\/]/ },
            { name: 'ag-grid', test: /node_modules[\\/]ag-grid-/ },
            { name: 'blueprint', test: /node_modules[\\/]@blueprintjs[\\/](core|select)[\\/]/ },
            // Apart from core: its module works out every time zone's offset when evaluated (LazyDateInput).
            {
              name: 'blueprint-datetime',
              test: /node_modules[\\/](@blueprintjs[\\/]datetime|date-fns-tz|react-day-picker)[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      // ws: the realtime channel is a websocket under /api.
      '/api': { target: process.env.OMS_API_URL ?? 'http://127.0.0.1:3000', ws: true },
    },
  },
});
