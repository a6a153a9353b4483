import { useRef, useState } from "react";
import type { BuffetMenu, CateringRequestResult } from "../../../shared/schemas/catering";
import { Button } from "~/components/ui/button";
import { DialogClose, DialogFrame } from "~/components/ui/dialog-frame";
import { useI18n } from "~/lib/i18n";
import { BuffetBookingForm, useBuffetBooking } from "./buffet-booking-form";
import { formatPrice } from "./catering-options";
import { RequestSubmitted } from "./request-submitted";

/**
 * The Book This Buffet Menu modal: the booking form, then the reference
 * and the mail that carries the status link. What was typed stays while the modal is closed;
 * after a request the next opening starts fresh.
 */
export default function BuffetBookingDialog({
  open,
  onOpenChange,
  menu,
  onSubmitted,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  menu: BuffetMenu;
  onSubmitted: (result: CateringRequestResult, email: string) => void;
}) {
  const { t } = useI18n();
  const doneHeading = useRef<HTMLHeadingElement>(null);
  const [done, setDone] = useState<{ result: CateringRequestResult; email: string } | null>(null);
  const booking = useBuffetBooking({
    menu,
    onSubmitted: (result, email) => {
      setDone({ result, email });
      onSubmitted(result, email);
      requestAnimationFrame(() => doneHeading.current?.focus());
    },
  });

  function changeOpen(next: boolean) {
    if (!next && done) {
      setDone(null);
      booking.reset();
    }
    if (!next) booking.clearErrors();
    onOpenChange(next);
  }

  return (
    <DialogFrame
      open={open}
      onOpenChange={changeOpen}
      title={t("buffetMenu.book")}
      description={t("buffetBooking.description", { name: menu.name, price: formatPrice(menu.pricePerPerson) })}
    >
      {done ? (
        <div className="px-5 py-6 sm:px-7">
          <RequestSubmitted ref={doneHeading} result={done.result} email={done.email} />
          <div className="mt-6 flex justify-end">
            <Button onClick={() => changeOpen(false)}>{t("catering.done.close")}</Button>
          </div>
        </div>
      ) : (
        <BuffetBookingForm
          menu={menu}
          booking={booking}
          className="px-5 py-6 sm:px-7"
          cancel={
            <DialogClose asChild>
              <Button variant="outline" disabled={booking.submitting}>
                {t("catering.cancel")}
              </Button>
            </DialogClose>
          }
        />
      )}
    </DialogFrame>
  );
}
