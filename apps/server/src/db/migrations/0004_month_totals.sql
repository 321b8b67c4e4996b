CREATE TABLE "month_totals" (
	"month" date NOT NULL,
	"dimension" text NOT NULL,
	"member_id" bigint NOT NULL,
	"item_count" bigint NOT NULL,
	"amount_fils" bigint NOT NULL,
	CONSTRAINT "month_totals_pk" PRIMARY KEY("dimension","month","member_id")
);
