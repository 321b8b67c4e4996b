import type { ComponentType, ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert, Button } from '@mantine/core';
import type { ResponseParser } from '@fleetledger/shared/auth/session-user';
import { todayIn } from '@fleetledger/shared/dates';
import { COMPANY_TIME_ZONE } from '../lib/company-time-zone';
import type { DocumentKind } from './document-calls';
import { useDocumentDetails } from './document-details';
import { documentNumber } from './document-number';
import { failureMessage } from '../lib/failure-message';
import { DocumentDetailsState } from './document-page-states';

/** Duplicate, on a document's page: its create form, filled with a copy of it. */
export function DuplicateButton({ kind, number }: { kind: DocumentKind; number: number }) {
  return (
    <Button component={Link} variant="default" to={`/${kind}-create?duplicate=${number}`}>
      Duplicate
    </Button>
  );
}

/** The document a create page copies after Duplicate: how its details are read, and its printed number. */
export interface DuplicateOf<A, R> {
  kind: DocumentKind;
  schema: ResponseParser<A>;
  read: (answer: A) => R;
  /** Where the details call takes the number (journals, receipts: in the body). */
  numberIn?: 'query' | 'body';
  numberText: (number: number) => string;
}

interface DuplicateSourceProps<A, R> {
  of: DuplicateOf<A, R>;
  /** The create form: fresh when `copyOf` is null, else filled from the document copied. */
  children: (copyOf: R | null) => ReactNode;
}

/**
 * A create page reached by Duplicate (`?duplicate={number}`) reads the document first and fills its
 * form from it; nothing is created until the user saves.
 */
export function DuplicateSource<A, R>({ of, children }: DuplicateSourceProps<A, R>) {
  const { kind, read, numberText } = of;
  const [params] = useSearchParams();
  const text = params.get('duplicate');
  const number = text === null ? null : documentNumber(text);
  const query = useDocumentDetails(kind, number, of.schema, of.numberIn);
  if (text === null) return children(null);
  // A failed reload in the background keeps the copy being edited: only a first read that failed stops it.
  if (number === null || query.data === undefined)
    return (
      <DocumentDetailsState
        badNumber={number === null}
        query={query}
        notFound={{
          title: `Nothing to duplicate`,
          text: `There is no ${kind} ${text}.`,
          back: { path: `/${kind}s`, label: `Back to ${kind}s` },
        }}
        loadingLabel={`Loading ${kind}...`}
        failureText={(error) => failureMessage(error, `Failed to load ${kind} details`, 'Network error')}
      />
    );
  return (
    <>
      <Alert variant="light" color="blue" mb="md" role="status">
        {`A copy of ${numberText(number)}, dated today. Check it and save: nothing is created until you do.`}
      </Alert>
      {children(read(query.data))}
    </>
  );
}

interface CreateOrDuplicateProps<A, R extends { id: number }, D> {
  of: DuplicateOf<A, R>;
  /** A blank draft, dated today. */
  blank: (today: string) => D;
  /** A draft copied from the document, dated today. */
  copy: (copyOf: R, today: string) => D;
  /** The create form; `source`, the document copied if any, keeps its draft apart from a blank one's. */
  form: ComponentType<{ initial: D; source: number | null }>;
}

/**
 * A create page that Duplicate may open: its form blank, or filled with a copy of the document. Each
 * document copied gets a form of its own (keyed by it), so nothing of the last one stays behind.
 */
export function CreateOrDuplicate<A, R extends { id: number }, D>({
  of,
  blank,
  copy,
  form: Form,
}: CreateOrDuplicateProps<A, R, D>) {
  const today = todayIn(COMPANY_TIME_ZONE);
  return (
    <DuplicateSource of={of}>
      {(copyOf) => (
        <Form
          key={copyOf?.id ?? 'new'}
          source={copyOf?.id ?? null}
          initial={copyOf === null ? blank(today) : copy(copyOf, today)}
        />
      )}
    </DuplicateSource>
  );
}
