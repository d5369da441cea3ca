-- A name the integrator gives a deposit address in Ferry; searched with the rest.
ALTER TABLE "bff_deposit_addresses" ADD COLUMN "label" text;