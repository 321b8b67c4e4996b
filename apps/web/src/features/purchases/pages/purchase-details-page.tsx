import { Link } from 'react-router';
import { Button } from '@mantine/core';
import type { z } from 'zod';
import { paidDocumentHold } from '@fleetledger/shared/documents/document-status';
import { PAYMENT_MESSAGES } from '@fleetledger/shared/payments/payments.contract';
import { paymentNumberText } from '@fleetledger/shared/payments/payment-rules';
import { purchaseNumberText } from '@fleetledger/shared/purchases/purchase-lines';
import {
  purchaseDetails,
  purchaseDetailsResponse,
  type PurchaseDetails,
} from '@fleetledger/shared/purchases/purchases.contract';
import { DuplicateButton } from '../../../documents/duplicate-source';
import { OpeningItemNotice } from '../../../documents/opening-item-notice';
import { PaidBySection } from '../../../documents/paid-by-section';
import { VoucherDetails } from '../../../documents/voucher-details';
import { movePurchase, updatePurchase } from '../api/purchase-calls';
import { PurchaseForm } from '../components/purchase-form';
import { PURCHASE_MERGE, purchaseDraft, purchasePayload, type PurchaseDraft } from '../model/purchase-drafts';

/** The accounting spec's words for what went wrong, when the server gave none of its own. */
const FAILED = {
  fetch: 'Failed to fetch purchase details',
  fetchUnreachable: 'Network error occurred while fetching purchase details',
  update: 'Failed to update purchase',
  updateUnreachable: 'Network error occurred while updating purchase',
} as const;

type PurchaseAnswer = z.infer<typeof purchaseDetailsResponse>;

/**
 * Purchase view/edit, /purchase/{number}: read-only until Edit, editable only while Created; once
 * Posted, the payments that pay it, what it still owes, and Make Payment while anything is owed.
 */
export function PurchaseDetailsPage() {
  return (
    // The form reads a purchase record; the page shows its payments too, so it names the details it holds.
    <VoucherDetails<'purchase', PurchaseAnswer, PurchaseDetails, PurchaseDraft>
      kind="purchase"
      answer={{
        schema: purchaseDetailsResponse,
        read: (answer) => answer.purchase,
        replace: (answer, purchase) => ({ ...answer, purchase }),
      }}
      schema={purchaseDetails}
      numberText={purchaseNumberText}
      failed={FAILED}
      saveLabel="Save Changes"
      toDraft={purchaseDraft}
      merge={PURCHASE_MERGE}
      update={(draft, at) => updatePurchase({ ...purchasePayload(draft), ...at })}
      move={movePurchase}
      actions={(purchase) => (
        <>
          {!purchase.opening && <DuplicateButton kind="purchase" number={purchase.number} />}
          {purchase.status === 'Posted' && purchase.pending_amount > 0 && (
            <Button component={Link} variant="default" to={`/payment-create?purchase=${purchase.number}`}>
              Make Payment
            </Button>
          )}
        </>
      )}
      held={(purchase) =>
        paidDocumentHold(
          purchase.status,
          purchase.payments.map((payment) => paymentNumberText(payment.number)),
          PAYMENT_MESSAGES.paidByPayments,
        )
      }
      fixed={(purchase) => purchase.opening}
      form={(form, purchase) => (
        <>
          {purchase.opening && <OpeningItemNotice kind="purchase" dueDate={purchase.due_date} />}
          <PurchaseForm {...form} showItems={purchase.status !== 'Cancelled'} />
        </>
      )}
      after={(purchase) =>
        purchase.status === 'Posted' && (
          <PaidBySection
            kind="payment"
            numberText={paymentNumberText}
            vouchers={purchase.payments}
            pendingAmount={purchase.pending_amount}
          />
        )
      }
    />
  );
}
