CREATE TABLE "month_totals" (
	"month" date NOT NULL,
	"dimension" text NOT NULL,
	"member_id" bigint NOT NULL,
	"item_count" bigint NOT NULL,
	"amount_fils" bigint NOT NULL,
	CONSTRAINT "month_totals_month_dimension_member_id_pk" PRIMARY KEY("month","dimension","member_id")
);
