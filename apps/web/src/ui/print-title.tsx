import { Text } from '@mantine/core';
import { useCompanySettings } from '../lib/company-settings';
import printPage from './print-page.module.css';

/**
 * What a printed report or books page says at its top, where the app's controls were: the company
 * (its legal names, address and VAT number) and the page's own title.
 */
export function PrintTitle({ title }: { title: string }) {
  const company = useCompanySettings().data?.settings;
  const details = [company?.address, company?.vat_number ? `VAT Registration No. ${company.vat_number}` : null]
    .filter((part) => part !== null && part !== undefined && part !== '')
    .join(' · ');
  return (
    <div className={printPage.printOnly} data-testid="print-title">
      {company !== undefined && company.legal_name_en !== '' && (
        <Text fw={700} fz={15}>
          {company.legal_name_en}
          {company.legal_name_ar !== null && (
            <Text span dir="rtl" ml="md" fw={700} fz={15}>
              {company.legal_name_ar}
            </Text>
          )}
        </Text>
      )}
      {details !== '' && (
        <Text fz={11} c="gray.8">
          {details}
        </Text>
      )}
      <Text fw={700} fz={20} mt={4}>
        {title}
      </Text>
    </div>
  );
}
