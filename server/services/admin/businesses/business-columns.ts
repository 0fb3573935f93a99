import type { BusinessFormValues } from "../../../../app/lib/admin/business-form";
import { sanitizeDescription } from "../../html/sanitize-description";

/** Form values as columns: "" becomes NULL, the description is sanitized before it is stored. */
export function businessColumns(values: BusinessFormValues) {
  const orNull = (value: string) => (value === "" ? null : value);
  return {
    name: values.name,
    category_id: values.categoryId,
    type: orNull(values.type),
    address: values.address,
    street: orNull(values.street),
    city: orNull(values.city),
    state: orNull(values.state),
    postal_code: orNull(values.postalCode),
    country: orNull(values.country),
    country_code: orNull(values.countryCode),
    phone: orNull(values.phone),
    email: orNull(values.email),
    website: orNull(values.website),
    menu_link: orNull(values.menuLink),
    order_link: orNull(values.orderLink),
    reservation_link: orNull(values.reservationLink),
    description: sanitizeDescription(values.description),
    about: JSON.stringify(values.about),
    is_open: values.isOpen,
    is_verified: values.isVerified,
  };
}
