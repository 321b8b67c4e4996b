/** The company's time zone: "today", month defaults and date ranges are Bahrain's, whatever the browser's. */
export const COMPANY_TIME_ZONE = 'Asia/Bahrain';
