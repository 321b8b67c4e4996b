import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { SERVER_ROOT } from '../server-root';
import { TYPESET_FONTS } from './typeset-fonts';

/** The printed documents, one Typst template each under `templates/`. */
export type Template =
  'tax-invoice' | 'receipt-voucher' | 'payment-voucher' | 'statement-of-account' | 'financial-statement' | 'vat-return';

const FOLDER = path.join(SERVER_ROOT, 'src', 'typeset');
/**
 * A typesetter is replaced after this many documents, or once it holds this much memory, so the memory
 * the compiler keeps of each document never adds up (measured in the README's bench section).
 */
const DOCUMENTS_PER_TYPESETTER = 100;
const TYPESETTER_MAX_RSS = 400 * 1024 * 1024;
/** A document is never waited for longer than this; the typesetter is then replaced. */
const DOCUMENT_TIMEOUT_MS = 60_000;

interface Waiting {
  resolve: (pdf: Buffer) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

type Answer =
  | { ready: true; rss: number }
  | { id: number; pdf: Uint8Array; rss: number; error?: undefined }
  | { id: number; error: string; rss: number };

/** One typesetter process and the documents it owes. */
class Typesetter {
  readonly waiting = new Map<number, Waiting>();
  documents = 0;
  retired = false;
  private readonly child: ChildProcess;

  constructor(private readonly onGone: (typesetter: Typesetter) => void) {
    this.child = fork(path.join(FOLDER, 'typeset-process.mjs'), [path.join(FOLDER, 'templates'), ...TYPESET_FONTS], {
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    this.idle();
    this.child.on('message', (answer: Answer) => this.answered(answer));
    this.child.on('error', (error) => this.gone(error));
    this.child.on('exit', (code, signal) => this.gone(new Error(`The typesetter stopped (${signal ?? code})`)));
  }

  send(id: number, message: object, waiting: Omit<Waiting, 'timer'>): void {
    const timer = setTimeout(() => {
      this.retire();
      this.child.kill('SIGKILL');
    }, DOCUMENT_TIMEOUT_MS);
    this.waiting.set(id, { ...waiting, timer });
    this.documents += 1;
    // While it owes a document, the typesetter keeps the server's process alive.
    this.child.ref();
    this.child.channel?.ref();
    this.child.send(message);
  }

  retire(): void {
    this.retired = true;
    if (this.waiting.size === 0) this.child.kill();
  }

  private idle(): void {
    this.child.unref();
    this.child.channel?.unref();
  }

  private answered(answer: Answer): void {
    if ('ready' in answer) return;
    const request = this.waiting.get(answer.id);
    this.waiting.delete(answer.id);
    if (request !== undefined) {
      clearTimeout(request.timer);
      if (answer.error !== undefined) request.reject(new Error(answer.error));
      else request.resolve(Buffer.from(answer.pdf.buffer, answer.pdf.byteOffset, answer.pdf.byteLength));
    }
    if (this.documents >= DOCUMENTS_PER_TYPESETTER || answer.rss > TYPESETTER_MAX_RSS) this.retired = true;
    if (this.waiting.size > 0) return;
    if (this.retired) this.child.kill();
    else this.idle();
  }

  private gone(error: Error): void {
    this.retired = true;
    for (const { reject, timer } of this.waiting.values()) {
      clearTimeout(timer);
      reject(error);
    }
    this.waiting.clear();
    this.onGone(this);
  }
}

let current: Typesetter | null = null;
let lastId = 0;

function typesetter(): Typesetter {
  if (current === null || current.retired) {
    current = new Typesetter((gone) => {
      if (current === gone) current = null;
    });
  }
  return current;
}

/**
 * A template set with this data, as a PDF. The data is handed to the template as JSON, never as
 * markup; the company's logo, when there is one, is a file the template reads by the name "logo".
 */
export function typeset(template: Template, data: unknown, logo: Buffer | null): Promise<Buffer> {
  lastId += 1;
  const id = lastId;
  const images = logo === null ? {} : { logo };
  return new Promise((resolve, reject) => {
    typesetter().send(id, { id, template, data: JSON.stringify(data), images }, { resolve, reject });
  });
}

/** Ends the typesetter at shutdown (a retired one ends by itself once it has answered). */
export function stopTypesetter(): void {
  current?.retire();
  current = null;
}
