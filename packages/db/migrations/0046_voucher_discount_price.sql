-- A voucher's money-off discount is named as the contract names it: 'price' (with 'percent').
UPDATE "vouchers" SET "discount_type" = 'price' WHERE "discount_type" = 'fixed';
