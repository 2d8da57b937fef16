/**
 * English CRM vocabulary, one concept a line: the concept, then words and phrases that mean it. `a>b`: `a` is a
 * kind of `b` (close, not the same). Concepts are English words; the other languages map onto them.
 */
export const en = `account,company,organization,organisation,org,acct,firm,employer,customer,client
contact,person,people,individual
opportunity,deal,opp,oppty
owner>user,assignee,assigned to,assigned,rep,sales rep,salesperson,account executive,agent,responsible
accountmanager>owner,account manager,key account manager
csm>owner,customer success manager
manager,mgr,boss,supervisor,reports to,reporting to
creator,created by
requester,requestor,reporter
submitter>requester
group,team
reseller>partner
vendor,supplier
firstname>name,first name,given name,forename,fname
lastname>name,last name,surname,family name,lname
jobtitle>title,job title,position,designation
title>name
subject>title,topic
name,full name
description,desc,about,summary,body,content,bio
note>description,comment,remark
email,e mail,email address
phone,telephone,tel,phone number,call
mobile>phone,cell,cellphone,mobile phone
business,work,office,main
website,web,homepage,web site
domain>website
url,link
address,addr,street,address line,street address,mailing address
city,town,locality
state,province,prefecture
region>state,territory
postal,zip,zipcode,postcode,postal code,zip code
country,nation
billing,bill to,invoice
shipping,ship to,delivery
other,alternate,alt,secondary
employee,headcount,staff,number of employee,no of employee,employee count,num employee,company size,team size,workforce
revenue>amount,turnover,annual sale
amount,amt,value,deal value,worth
price,cost
probability,likelihood,confidence,chance,percentage
quantity,qty,seat,unit,license
count,number of,num of,nb
number,num,nbr
id,identifier,key
external,ext
registration,company number,corporate number,siret
vat,vat number,tax id,tax number,gst,gstin
industry,sector,vertical
source,origin,originating,original,acquisition
channel>source,via
stage,phase
type,kind
category>type,classification
priority,urgency,prio
severity>priority,sev
rating,temperature,grade
tier,level,rank,band
plan,subscription,package
language,lang,locale
timezone,time zone,tz
currency,money
gender,sex
salutation,honorific
department,dept,division
marital,family status
competitor,competition
reason,why
loss,lost,lose
won,win
step,action
birthdate,birthday,birth date,date of birth,dob
date,day,dt,when
time>date,timestamp,datetime
create,created,creation,added,opened
modify,modified,updated,update,changed,edited
close,closed,closing,completion,signed
resolved>close,solved
expected,estimated,est,forecast,projected,planned
since,start,started,begin
end,expiry,expiration,until
due,deadline,due by
renewal,renew,renews
contract,agreement
term,length,duration
year,yr
annual,yearly
founded,foundation,established
last,latest,recent
first,1st
second,2nd
third,3rd
optout,opt out,opted out,unsubscribed,unsubscribe,do not,do not allow,opt in,subscribed
marketing,bulk,newsletter
blocked,suspended
location,headquarters,hq
tag,label
order,booking
quote,quotation,proposal
need,pain,pain point
activity,interaction,contacted,touch,engagement
csat,satisfaction,customer satisfaction
demo,presentation,demonstration
meeting,appointment
nonprofit,not for profit,non profit
technology,tech,it,information technology
healthcare,health care,health,medical
yes,y,true
no,n,false
medium,med,normal,moderate
urgent>high,critical,highest,blocker
male,m,man
female,f,woman
in progress,working
pending,waiting
hold>pending,on hold,paused
new,not contacted
cancelled,canceled
inactive
active
us,usa,united states
gb,uk,united kingdom
usd,us dollar
eur,euro
gbp,pound,british pound
jpy,yen
english,en
german,de
french,fr
spanish,es
japanese,ja
mql,marketing qualified lead
sql,sales qualified lead
smb,small business
mid market,midmarket`;
