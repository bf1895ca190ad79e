import { useRouter } from "@/lib/navigation/router";
import type { FormEvent } from "react";
import type { BrandsStrings } from "@/lib/i18n/templates";

interface ProvinceFilterProps {
  provinces: string[];
  province: string | null;
  text: Pick<BrandsStrings, "province" | "allProvinces" | "showStations">;
}

/**
 * Narrows the radio stations to a province. A plain GET form (?province=), so it works
 * without JavaScript; with it, the page updates in place without a full reload and the
 * status line after the form announces the result.
 */
export function ProvinceFilter({ provinces, province, text }: ProvinceFilterProps) {
  const router = useRouter();
  const path = router.asPath.split(/[?#]/)[0];

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const chosen = new FormData(event.currentTarget).get("province");
    const query = typeof chosen === "string" && chosen ? { province: chosen } : {};
    void router.push({ pathname: path, query }, undefined, { scroll: false });
  };

  return (
    <form className="province-filter" method="get" action={path} onSubmit={onSubmit}>
      <label htmlFor="province-filter-select">{text.province}</label>
      <select
        id="province-filter-select"
        name="province"
        defaultValue={province ?? ""}
        key={province ?? ""}
      >
        <option value="">{text.allProvinces}</option>
        {provinces.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </select>
      <button type="submit">{text.showStations}</button>
    </form>
  );
}
