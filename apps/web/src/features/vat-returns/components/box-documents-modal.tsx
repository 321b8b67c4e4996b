import { Group, Modal, Stack, Text } from '@mantine/core';
import type { BooksPeriod } from '@fleetledger/shared/ledger/books.contract';
import { VAT_RETURN_BOXES, type ListedBox } from '@fleetledger/shared/vat-returns/vat-return-boxes';
import { BooksAnswer } from '../../../ui/books/books-answer';
import { BooksTable } from '../../../ui/books/books-table';
import { useVatReturnDocuments } from '../api/vat-return-calls';
import { boxDocumentsView } from '../model/box-documents-view';
import { ExportExcelButton } from './export-excel-button';

interface BoxDocumentsModalProps {
  period: BooksPeriod;
  /** The box whose documents are shown; null while none is. */
  box: ListedBox | null;
  onClose: () => void;
}

const boxTitle = (box: ListedBox) => `Box ${box}: ${VAT_RETURN_BOXES.find((row) => row.box === box)?.label ?? ''}`;

/** What makes one box: its documents over the period (box 16: the corrections), with their totals and Export Excel. */
export function BoxDocumentsModal({ period, box, onClose }: BoxDocumentsModalProps) {
  const query = useVatReturnDocuments(period, box);
  return (
    <Modal opened={box !== null} onClose={onClose} title={box === null ? '' : boxTitle(box)} size="70rem">
      {box !== null && (
        <BooksAnswer query={query}>
          {(answer) => {
            const view = boxDocumentsView(answer);
            return (
              <Stack gap="sm">
                <Group justify="space-between" gap="sm">
                  <Text fw={600} c="gray.8">
                    {view.period}
                  </Text>
                  <ExportExcelButton view={view} />
                </Group>
                {answer.box === 16 && (
                  <Text size="sm" c="gray.7">
                    Each line is what the books now say about a document of a filed period, less what was filed. Output
                    VAT (boxes 1 and 4) adds to what is due; input VAT (boxes 8 and 13) takes from it.
                  </Text>
                )}
                <BooksTable view={view} />
              </Stack>
            );
          }}
        </BooksAnswer>
      )}
    </Modal>
  );
}
