import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert, Button } from '@mantine/core';
import type { ResponseParser } from '@fleetledger/shared/auth/session-user';
import type { DocumentKind } from '../lib/document-calls';
import { useDocumentDetails } from '../lib/document-details';
import { documentNumber } from '../lib/document-number';
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

interface DuplicateSourceProps<A, R> {
  kind: DocumentKind;
  schema: ResponseParser<A>;
  read: (answer: A) => R;
  /** Where the details call takes the number (journals, receipts: in the body). */
  numberIn?: 'query' | 'body';
  numberText: (number: number) => string;
  /** The create form: fresh when `copyOf` is null, else filled from the document copied. */
  children: (copyOf: R | null) => ReactNode;
}

/**
 * A create page reached by Duplicate (`?duplicate={number}`) reads the document first and fills its
 * form from it; nothing is created until the user saves.
 */
export function DuplicateSource<A, R>(props: DuplicateSourceProps<A, R>) {
  const { kind, read, numberText, children } = props;
  const [params] = useSearchParams();
  const text = params.get('duplicate');
  const number = text === null ? null : documentNumber(text);
  const query = useDocumentDetails(kind, number, props.schema, props.numberIn);
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
