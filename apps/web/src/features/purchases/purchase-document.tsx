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
import { documentKind, documentPages } from '../../documents/document-kind';
import { DuplicateButton } from '../../documents/duplicate-source';
import { OpeningItemNotice } from '../../documents/opening-item-notice';
import { PaidBySection } from '../../documents/paid-by-section';
import { movePurchase, purchaseListPage, updatePurchase } from './api/purchase-calls';
import { PurchaseForm } from './components/purchase-form';
import { PURCHASE_MERGE, purchaseDraft, purchasePayload, type PurchaseDraft } from './model/purchase-drafts';
import { CreatePurchasePage } from './pages/create-purchase-page';

/** The accounting spec's words for what went wrong, when the server gave none of its own. */
const FAILED = {
  fetch: 'Failed to fetch purchase details',
  fetchUnreachable: 'Network error occurred while fetching purchase details',
  update: 'Failed to update purchase',
  updateUnreachable: 'Network error occurred while updating purchase',
} as const;

type PurchaseAnswer = z.infer<typeof purchaseDetailsResponse>;

/**
 * Purchase vouchers: listed with their suppliers, due dates and what they still owe. A purchase's
 * page is read-only until Edit, editable only while Created; once Posted, it shows the payments that
 * pay it, what it still owes, and Make Payment while anything is owed.
 */
// The form reads a purchase record; the page shows its payments too, so it names the details it holds.
export const PURCHASE_DOCUMENT = documentKind<'purchase', PurchaseAnswer, PurchaseDetails, PurchaseDraft>({
  kind: 'purchase',
  numberText: purchaseNumberText,
  list: { party: 'supplier', fetchPage: purchaseListPage, paid: true },
  details: {
    answer: {
      schema: purchaseDetailsResponse,
      read: (answer) => answer.purchase,
      replace: (answer, purchase) => ({ ...answer, purchase }),
    },
    schema: purchaseDetails,
    failed: FAILED,
    saveLabel: 'Save Changes',
    toDraft: purchaseDraft,
    merge: PURCHASE_MERGE,
    update: (draft, at) => updatePurchase({ ...purchasePayload(draft), ...at }),
    move: movePurchase,
    actions: (purchase) => (
      <>
        {!purchase.opening && <DuplicateButton kind="purchase" number={purchase.number} />}
        {purchase.status === 'Posted' && purchase.pending_amount > 0 && (
          <Button component={Link} variant="default" to={`/payment-create?purchase=${purchase.number}`}>
            Make Payment
          </Button>
        )}
      </>
    ),
    held: (purchase) =>
      paidDocumentHold(
        purchase.status,
        purchase.payments.map((payment) => paymentNumberText(payment.number)),
        PAYMENT_MESSAGES.paidByPayments,
      ),
    fixed: (purchase) => purchase.opening,
    form: (form, purchase) => (
      <>
        {purchase.opening && <OpeningItemNotice kind="purchase" dueDate={purchase.due_date} />}
        <PurchaseForm {...form} showItems={purchase.status !== 'Cancelled'} />
      </>
    ),
    after: (purchase) =>
      purchase.status === 'Posted' && (
        <PaidBySection
          kind="payment"
          numberText={paymentNumberText}
          vouchers={purchase.payments}
          pendingAmount={purchase.pending_amount}
        />
      ),
  },
  create: CreatePurchasePage,
});

/** Purchases' screens: /purchases, /purchase-create and /purchase/{number}. */
export const PURCHASE_PAGES = documentPages(PURCHASE_DOCUMENT);
