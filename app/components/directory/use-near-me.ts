import { useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { nearMeHref } from "~/lib/near";

/** A position five minutes old still says where the visitor is; a fix slower than 15 s is not coming. */
const POSITION_OPTIONS: PositionOptions = { maximumAge: 5 * 60_000, timeout: 15_000 };

export const NEAR_ME_REFUSED = "Location access is off, so we can't see where you are. You can pick a city instead.";
export const NEAR_ME_UNAVAILABLE = "Sorry, we couldn't find your location just now. Try again, or pick a city instead.";

/**
 * Asks the browser where the visitor is and opens the search page nearest
 * first from there. Refused or failed, the page stays as it was with a
 * message saying why.
 */
export function useNearMe(keepState: boolean) {
  const navigate = useNavigate();
  const { search } = useLocation();
  const [locating, setLocating] = useState(false);
  const [message, setMessage] = useState("");

  const locate = () => {
    setMessage("");
    if (!("geolocation" in navigator)) {
      setMessage(NEAR_ME_UNAVAILABLE);
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setLocating(false);
        const params = new URLSearchParams(keepState ? search : "");
        void navigate(nearMeHref(params, coords.latitude, coords.longitude));
      },
      (error) => {
        setLocating(false);
        setMessage(error.code === error.PERMISSION_DENIED ? NEAR_ME_REFUSED : NEAR_ME_UNAVAILABLE);
      },
      POSITION_OPTIONS,
    );
  };
  return { locate, locating, message };
}
