import { readdirSync } from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

const dictionaries = path.resolve(import.meta.dirname, 'i18n');

/**
 * The SPA build. In `npm run dev` the server mounts Vite in middleware mode, so one port serves all.
 * The build also copies the dictionaries to dist/assets/i18n/ and writes a brotli (.br) and a gzip (.gz)
 * copy of every text file beside it, which the server sends to browsers that accept them.
 */
export default defineConfig({
  plugins: [
    react(),
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      artifacts: () =>
        readdirSync(dictionaries).map((file) => ({
          src: path.join(dictionaries, file),
          replace: (outDir: string, name: string) => path.join(outDir, 'assets', 'i18n', name),
        })),
    }),
  ],
  // ra-input-rich-text nests an older @tiptap/core than its own nested extensions need: one copy for all.
  resolve: { dedupe: ['@tiptap/core', '@tiptap/pm'] },
  build: { outDir: 'dist', sourcemap: true, chunkSizeWarningLimit: 4000 },
});
