// @ts-check
// The typesetter: a child process that owns the Typst compiler (fonts loaded once) and turns one
// template and its data into a PDF at a time. A process of its own, because the compiler keeps a few
// megabytes of every document it lays out, and only a process ending gives them back: the server
// replaces this process after a number of documents (docs/architecture.md, "Printed documents").
// Plain JavaScript, because it is started by file path from the sources, the tests and the bundle alike.
import fs from 'node:fs';
import path from 'node:path';
import { NodeCompiler } from '@myriaddreamin/typst-ts-node-compiler';

const [templates, ...fonts] = process.argv.slice(2);
if (templates === undefined || process.send === undefined) throw new Error('Start the typesetter with fork()');
const send = process.send.bind(process);
const compiler = NodeCompiler.create({
  workspace: templates,
  fontArgs: [{ fontBlobs: fonts.map((file) => fs.readFileSync(file)) }],
});

/** @param {import('@myriaddreamin/typst-ts-node-compiler').NodeError | null} error */
function diagnostics(error) {
  return error === null ? 'unknown error' : JSON.stringify(error.shortDiagnostics).slice(0, 2000);
}

/** @param {{ id: number; template: string; data: string; images: Record<string, Uint8Array> }} request */
function typeset({ id, template, data, images }) {
  let answer;
  try {
    for (const [name, bytes] of Object.entries(images))
      compiler.mapShadow(path.join(templates, name), Buffer.from(bytes));
    const compiled = compiler.compile({ mainFilePath: path.join(templates, `${template}.typ`), inputs: { data } });
    const document = compiled.result;
    if (document === null) throw new Error(`The ${template} template failed: ${diagnostics(compiled.takeError())}`);
    // Untagged: a tagged PDF of a 200-line invoice is four times the size and no easier to read back.
    answer = { id, pdf: new Uint8Array(compiler.pdf(document, { pdfTags: false })) };
  } catch (error) {
    answer = { id, error: error instanceof Error ? error.message : String(error) };
  } finally {
    compiler.resetShadow();
    compiler.evictCache(0);
  }
  send({ ...answer, rss: process.memoryUsage.rss() });
}

process.on('message', typeset);
// The server went away: so does its typesetter.
process.on('disconnect', () => process.exit(0));
send({ ready: true, rss: process.memoryUsage.rss() });
