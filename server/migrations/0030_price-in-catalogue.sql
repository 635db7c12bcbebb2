ALTER TABLE "courses" ADD COLUMN "price_minor" integer;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "price_currency" text;--> statement-breakpoint
-- The catalogue owns a course's price (decision 053): pay's prices move onto their courses.
-- `price_cents` had no currency and pay never sold at it (a course without a `course_prices` row
-- was free to order), so it is dropped, not converted.
UPDATE "courses" c SET "price_minor" = p."amount_minor", "price_currency" = p."currency"
FROM "course_prices" p WHERE p."course_id" = c."id";--> statement-breakpoint
DROP TABLE "course_prices" CASCADE;--> statement-breakpoint
ALTER TABLE "courses" DROP COLUMN "price_cents";--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_price_whole" CHECK (("courses"."price_minor" is null) = ("courses"."price_currency" is null));--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_price_positive" CHECK ("courses"."price_minor" is null or "courses"."price_minor" > 0);
