import type { UseQueryResult } from '@tanstack/react-query';
import type { BooksPeriod, StatementFigures } from '@fleetledger/shared/ledger/books.contract';
import { idFromSearch, useSearchState } from '../../../lib/books/use-search-state';
import { BooksAnswer } from '../../../ui/books/books-answer';
import { BooksNotice } from '../../../ui/books/books-notice';
import { BooksPage } from '../../../ui/books/books-page';
import { BooksResult } from '../../../ui/books/books-result';
import { PdfButtons } from '../../../ui/books/pdf-buttons';
import { PeriodFields } from '../../../ui/books/period-fields';
import { CustomerSearch } from '../../../ui/customer-search';
import { DocumentMails } from '../../../documents/document-mails';
import { SendByMailButton } from '../../../documents/send-by-mail-button';
import { statementPdfUrl } from '../api/statement-calls';
import { statementView, type StatementSide } from '../model/statement-view';

interface StatementScreenProps<Answer extends StatementFigures> {
  side: StatementSide;
  useStatement: (partyId: number | null, period: BooksPeriod) => UseQueryResult<Answer>;
  /** Whose statement the answer is. */
  partyOf: (answer: Answer) => { id: number; name: string };
  /** The statement goes to the party by e-mail (a customer's). */
  sentByMail?: boolean;
}

/** A statement page: the party and period in the address, then their statement with its PDF. */
export function StatementScreen<Answer extends StatementFigures>({
  side,
  useStatement,
  partyOf,
  sentByMail = false,
}: StatementScreenProps<Answer>) {
  const { params, period, setPeriod, update, today } = useSearchState();
  const partyId = idFromSearch(params, side.key);
  const query = useStatement(partyId, period);
  const known = query.data === undefined ? null : partyOf(query.data).name;

  return (
    <BooksPage
      title={side.title}
      description={side.description}
      controls={
        <>
          <CustomerSearch
            label={side.party}
            customer={partyId === null ? null : { id: partyId, name: known }}
            w={300}
            onChange={(chosen) => update({ [side.key]: chosen === null ? null : String(chosen.id) })}
          />
          <PeriodFields period={period} today={today} onChange={setPeriod} />
        </>
      }
    >
      {partyId === null ? (
        <BooksNotice text={side.choose} />
      ) : (
        <BooksAnswer query={query}>
          {(answer) => {
            const party = partyOf(answer);
            return (
              <>
                <BooksResult
                  view={statementView(side, party, answer)}
                  actions={
                    <>
                      <PdfButtons
                        href={statementPdfUrl(side, party.id, answer)}
                        downloadHref={statementPdfUrl(side, party.id, answer, true)}
                      />
                      {sentByMail && <SendByMailButton mailed={mailedStatement(party.id, answer)} />}
                    </>
                  }
                />
                {sentByMail && <DocumentMails mailed={mailedStatement(party.id, answer)} />}
              </>
            );
          }}
        </BooksAnswer>
      )}
    </BooksPage>
  );
}

const mailedStatement = (customerId: number, { from, to }: BooksPeriod) =>
  ({ document: 'statement', customerId, from, to }) as const;

/** A statement page for one side: the call that answers it and whose statement an answer is. */
export function statementPage<Answer extends StatementFigures>(props: StatementScreenProps<Answer>) {
  return function StatementPage() {
    return <StatementScreen {...props} />;
  };
}
