// Entry of the react-pdf render worker: plain Node, with TypeScript through tsx's require hook.
require('tsx/cjs');
require('./react-pdf-worker.ts');
