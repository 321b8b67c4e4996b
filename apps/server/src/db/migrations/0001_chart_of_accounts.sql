-- The chart of accounts the documents rely on (spec/accounting.md sections 3 and 9), with fixed ids.
INSERT INTO "accounts" ("id", "name", "description", "dr_cr") VALUES
  (25, 'Transportation Sales', 'Revenue from transport jobs', 'CR'),
  (26, 'Al Salam Bank', 'Bank account for online and cheque receipts', 'DR'),
  (27, 'Cash GL', 'Cash received', 'DR'),
  (28, 'Petty Cash', 'Petty cash float', 'DR'),
  (29, 'Fuel Expense', 'Diesel and fuel for trucks', 'DR'),
  (30, 'Vehicle Repairs & Maintenance', 'Repairs, tyres, servicing', 'DR'),
  (31, 'Driver Salaries & Allowances', 'Wages, overtime and allowances of drivers', 'DR'),
  (32, 'Port & Customs Charges', 'Port gate, customs and container handling', 'DR'),
  (33, 'Vehicle Insurance & Registration', 'Insurance, registration and permits', 'DR'),
  (34, 'Office & Administrative Expenses', 'Office supplies, phones and utilities', 'DR'),
  (35, 'Rent Expense', 'Yard and office rent', 'DR'),
  (36, 'Accounts Payable', 'Amounts owed to suppliers', 'CR'),
  (37, 'Discount', 'Discounts given to customers', 'DR'),
  (38, 'Accounts Receivable', 'Amounts owed by customers', 'DR'),
  (39, 'Round Off DR', 'Rounding differences (debit)', 'DR'),
  (40, 'Round Off CR', 'Rounding differences (credit)', 'CR');
--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('accounts', 'id'), 100);
