/** German CRM vocabulary: the concept (see `en.ts`), then German words and phrases for it. */
export const de = `account,firma,firmen,unternehmen,gesellschaft,kunde,kunden,arbeitgeber,organisation
contact,kontakt,ansprechpartner,person
opportunity,verkaufschance,auftrag,geschaft
owner,inhaber,verantwortlicher,verantwortlich,zustandig,vertriebsmitarbeiter,vertriebler,bearbeiter
accountmanager,betreuer,kundenbetreuer
manager,vorgesetzter,chef
creator,erstellt von
parent,mutter,muttergesellschaft
name,bezeichnung
firstname,vorname
lastname,nachname,familienname
name,vollstandiger name
title,titel
jobtitle,stellung,berufsbezeichnung
description,beschreibung,inhalt
note,notiz,bemerkung,kommentar
phone,telefon,rufnummer,telefonnummer
mobile,handy,mobil,mobiltelefon,mobilnummer
home,privat
business,geschaftlich
email,e mail adresse
address,adresse,anschrift,strasse,postanschrift,strasse und hausnummer
city,ort,stadt,wohnort
state,bundesland
postal,plz,postleitzahl
country,land
website,webseite,internetseite
billing,rechnung,rechnungsanschrift
shipping,lieferung,lieferanschrift
employee,mitarbeiter,mitarbeiterzahl,beschaftigte,anzahl mitarbeiter
revenue,umsatz,jahresumsatz
amount,betrag,wert,summe
price,preis
probability,wahrscheinlichkeit
count,anzahl,zahl
number,nummer,nr
industry,branche
source,quelle,herkunft
stage,phase,verkaufsphase
type,art,typ
priority,prioritat
language,sprache
currency,wahrung
gender,geschlecht
salutation,anrede
department,abteilung
marital,familienstand
date,datum,zeit,am
create,erstellt,angelegt
modify,geandert,aktualisiert
close,abschluss,abgeschlossen
expected,voraussichtlich,geschatzt,geplant
since,seit,beginn
end,ende
contract,vertrag
renewal,verlangerung
year,jahr
founded,grundung,gegrundet
birthdate,geburtsdatum,geburtstag
optout,werbesperre,abgemeldet
blocked,gesperrt
yes,ja
no,nein
high,hoch
medium,mittel
low,niedrig
male,mannlich,mann,herr
female,weiblich,frau
active,aktiv
inactive,inaktiv
cancelled,gekundigt,storniert
healthcare,gesundheitswesen
retail,einzelhandel
german,deutsch
english,englisch
french,franzosisch
spanish,spanisch`;
