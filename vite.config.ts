import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The SPA build. In `npm run dev` the server mounts Vite in middleware mode, so one port serves all. */
export default defineConfig({
  plugins: [react()],
  // ra-input-rich-text nests an older @tiptap/core than its own nested extensions need: one copy for all.
  resolve: { dedupe: ['@tiptap/core', '@tiptap/pm'] },
  build: { outDir: 'dist', sourcemap: true, chunkSizeWarningLimit: 4000 },
});
